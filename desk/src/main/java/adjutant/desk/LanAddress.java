package adjutant.desk;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * This machine's address on the local network, for table mode: the IPv4 address of an interface
 * that is up, not loopback, not virtual and not a container's or a virtual machine's bridge, private
 * ranges (192.168/16, then 10/8 and 172.16/12) first, since a phone at the table is on the same Wi-Fi.
 */
public final class LanAddress {
    // tunnels (tun0) are point-to-point, skipped above
    private static final List<String> BRIDGES =
            List.of("docker", "br-", "veth", "virbr", "vboxnet", "vmnet", "lxc", "lxd", "cni", "flannel", "tap", "wg");

    private LanAddress() {}

    public static Optional<String> find() {
        List<String> all = all();
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** Every candidate, the likeliest first. */
    public static List<String> all() {
        List<Inet4Address> found = new ArrayList<>();
        try {
            for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!n.isUp() || n.isLoopback() || n.isVirtual() || n.isPointToPoint()) continue;
                if (BRIDGES.stream().anyMatch(b -> n.getName().startsWith(b))) continue;
                for (InetAddress a : Collections.list(n.getInetAddresses())) {
                    if (a instanceof Inet4Address v4 && !v4.isLoopbackAddress() && !v4.isLinkLocalAddress())
                        found.add(v4);
                }
            }
        } catch (SocketException e) {
            return List.of();
        }
        return found.stream()
                .sorted(Comparator.comparing((Inet4Address a) ->
                        a.getHostAddress().startsWith("192.168.") ? 0 : a.isSiteLocalAddress() ? 1 : 2))
                .map(InetAddress::getHostAddress)
                .distinct()
                .toList();
    }
}
