package adjutant.validator.diplomacy;

import static adjutant.validator.diplomacy.TestMap.u;

import adjutant.bench.CpuTime;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Reading the order sheets of one movement turn with 34 units (the opening units and twelve
 * more): 34 order lines in the notations players use, English and Czech, each read against
 * the position by its power's sheet. Target ≤ 100 µs for all 34. JMH also shows the CPU time of
 * the reading thread per sheet ({@code cpuMsPerCall}), the figure that holds on a shared machine
 * where the wall time includes waiting for a core. Run:
 * {@code bench/jmh.sh validator SheetReadingBenchmark -f 1 -wi 5 -i 5} (docs/performance.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SheetReadingBenchmark {
    /** power: order lines as a sheet would hold them. */
    static final String[][] SHEETS = {
        {
            "england",
            "F Lon-Eng",
            "F - Edi : S - F - Nth",
            "A lvp - wal",
            "F Nth C A Yor-Nwy",
            "A Yorkshire -> Norway via convoy"
        },
        {
            "france",
            "F Bre-Mid",
            "A - Paříž»Burgundsko",
            "A Mar S A Par-Bur",
            "A spa to gas",
            "A Por H",
            "Army in Belgium moves to Picardy"
        },
        {"germany", "F Kie-Bal", "A Ber - Kie", "A - Mun : Drž pozici", "A Hol S A Bel", "A den-swe"},
        {"italy", "F Nap-Ion", "A Rom → Apu", "A Ven holds", "F Tys S F Nap-Ion", "A Tun H"},
        {"austria", "F Tri-Alb", "A Vie-Gal", "A bud - ser"},
        {"russia", "F StP/sc-Bot", "A Mos-Ukr", "A - War>Gal", "F Sev-Bla", "F swe den", "A Rum S A War-Gal"},
        {"turkey", "F Ank - Black Sea", "A Con (holds)", "A Smy-Arm", "A Bul-Gre"},
    };

    OrderParser parser;
    Position position;
    List<OrderContext> contexts;

    @Setup
    public void setup() {
        parser = StandardMap.parser();
        List<Unit> units = new ArrayList<>(Position.start(parser.map()).units());
        units.addAll(List.of(
                u("F", "england", "nth"),
                u("A", "england", "yor"),
                u("A", "france", "spa"),
                u("A", "france", "por"),
                u("A", "france", "bel"),
                u("A", "germany", "hol"),
                u("A", "germany", "den"),
                u("F", "italy", "tys"),
                u("A", "italy", "tun"),
                u("F", "russia", "swe"),
                u("A", "russia", "rum"),
                u("A", "turkey", "bul")));
        position = new Position(
                Season.SPRING,
                1902,
                Phase.MOVEMENT,
                units,
                Position.start(parser.map()).owners(),
                List.of());
        contexts = new ArrayList<>();
        int lines = 0;
        for (String[] s : SHEETS) {
            contexts.add(OrderContext.of(position, s[0]));
            lines += s.length - 1;
        }
        if (units.size() != 34 || lines != 34) throw new IllegalStateException("34 units and 34 orders expected");
        for (ParsedLine p : readAll())
            if (!(p instanceof ParsedOrder o) || !o.notes().isEmpty())
                throw new IllegalStateException("not read cleanly: " + p);
    }

    @Benchmark
    public List<ParsedLine> read(CpuTime.Counter cpu) throws Exception {
        return CpuTime.ofThread(cpu, this::readAll);
    }

    private List<ParsedLine> readAll() {
        List<ParsedLine> out = new ArrayList<>(34);
        for (int s = 0; s < SHEETS.length; s++) {
            for (int i = 1; i < SHEETS[s].length; i++) out.addAll(parser.parseLine(SHEETS[s][i], i, contexts.get(s)));
        }
        return out;
    }
}
