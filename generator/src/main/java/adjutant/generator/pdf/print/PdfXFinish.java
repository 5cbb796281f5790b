package adjutant.generator.pdf.print;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.generator.PdfFinish;
import adjutant.generator.Progress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes each PDF of a print-shop kit PDF/X-4 and preflights it: prints what was checked
 * ({@code preflight board.pdf: 1 page, trim …}) and refuses, before it is written, a file that
 * fails, with every failure.
 */
public final class PdfXFinish implements PdfFinish {
    @Override
    public byte[] apply(Path file, byte[] pdf, Progress progress) {
        PdfX.Result x = PdfX.convert(pdf);
        Preflight.Report r = Preflight.check(x.pdf());
        List<String> failures = new ArrayList<>(x.unconverted());
        failures.addAll(r.failures());
        String name = file.toString().replace('\\', '/');
        if (!failures.isEmpty()) {
            List<Problem> problems = new ArrayList<>();
            int shown = Math.min(failures.size(), 5);
            for (String f : failures.subList(0, shown))
                problems.add(new Problem(name, 0, 0, "PDF/X-4 preflight: " + f));
            if (failures.size() > shown)
                problems.add(new Problem(
                        name, 0, 0, "PDF/X-4 preflight: and " + (failures.size() - shown) + " more; not written"));
            throw new BadInputException(problems);
        }
        progress.step("preflight " + name + ": PDF/X-4 ok: " + r.summary());
        return x.pdf();
    }
}
