package adjutant.cli;

import adjutant.generator.KitMaker;
import adjutant.generator.KitRequest;
import adjutant.generator.pod.PodBuilder;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** {@code build --pod}: the print-on-demand images of each game, instead of its PDF kit. */
final class Pod {
    private Pod() {}

    /** {@code otherRoute}: an option of the PDF kit was given too, which the images would silently ignore. */
    static int build(
            List<KitMaker> makers,
            KitRequest request,
            Path target,
            boolean otherRoute,
            PrintWriter o,
            PrintWriter err) {
        if (otherRoute)
            return ExitCodes.refuse(
                    err,
                    "--pod: expected no --print-shop, --bleed, --back-offset, --position or --scannable with it "
                            + "(the images have the printers' own 1/8 in bleed and are cut one by one)");
        long start = System.nanoTime();
        PodBuilder builder = new PodBuilder(target.resolve("pod"));
        List<Path> all = new ArrayList<>();
        for (KitMaker m : makers) {
            all.addAll(builder.build(m, request, msg -> {
                o.println("  " + msg);
                o.flush();
            }));
        }
        long images = all.stream().filter(p -> p.toString().endsWith(".png")).count();
        o.printf(
                Locale.ROOT,
                "Wrote %d images with their manifests and contact sheets into %s in %.1f s.%n",
                images,
                target.resolve("pod"),
                (System.nanoTime() - start) / 1e9);
        return ExitCodes.OK;
    }
}
