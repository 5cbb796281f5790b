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
 * that is up, not loopback and not virtual, private ranges (192.168/16, 10/8, 172.16/12) first,
 * since a phone at the table is on the same Wi-Fi.
 */
public final class LanAddress {
    private LanAddress() {}

    public static Optional<String> find() {
        List<Inet4Address> found = new ArrayList<>();
        try {
            for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!n.isUp() || n.isLoopback() || n.isVirtual() || n.isPointToPoint()) continue;
                for (InetAddress a : Collections.list(n.getInetAddresses())) {
                    if (a instanceof Inet4Address v4 && !v4.isLoopbackAddress() && !v4.isLinkLocalAddress()) found.add(v4);
                }
            }
        } catch (SocketException e) {
            return Optional.empty();
        }
        return found.stream().min(Comparator.comparing((Inet4Address a) -> a.isSiteLocalAddress() ? 0 : 1)
                .thenComparing(a -> a.getHostAddress().startsWith("192.168.") ? 0 : 1)).map(InetAddress::getHostAddress);
    }
}
