package adjutant.desk;

import adjutant.bench.CpuTime;
import adjutant.engine.Games;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.PositionFile;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The desk's page response for a 34-unit movement turn, over HTTP on loopback (target ≤ 200 ms):
 * the adjudicated turn's page (the saved sheets read, the turn adjudicated, the map drawn, the
 * verdicts and the report rendered, on every request) and the current phase's page (board,
 * sheets and provisional verdicts). The position is the opening units plus twelve more, as in
 * the engine's {@code MovementBenchmark}; every third unit moves, every third supports a
 * neighbour to hold. Run: {@code bench/jmh.sh desk DeskPageBenchmark -f 1 -wi 5 -i 10} (docs/performance.md);
 * with {@code -bm avgt} JMH shows the whole process's CPU per page too ({@code cpuMsPerCall}: the
 * desk's threads and the client's), the figure that holds on a loaded machine.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DeskPageBenchmark {
    private Desk desk;
    private Path games;
    private final HttpClient http = HttpClient.newHttpClient();
    private HttpRequest turnPage, currentPage;

    @Setup
    public void setup() throws IOException {
        DipMap map = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class)
                .map();
        games = Files.createTempDirectory("desk-bench");
        List<Unit> units = new ArrayList<>(Position.start(map).units());
        String[][] extra = {
            {"england", "F", "nth"},
            {"england", "A", "yor"},
            {"france", "A", "spa"},
            {"france", "A", "por"},
            {"france", "A", "bel"},
            {"germany", "A", "hol"},
            {"germany", "A", "den"},
            {"italy", "F", "tys"},
            {"italy", "A", "tun"},
            {"russia", "F", "swe"},
            {"russia", "A", "rum"},
            {"turkey", "A", "bul"}
        };
        for (String[] e : extra) units.add(new Unit(UnitType.ofLetter(e[1].charAt(0)), e[0], Location.of(e[2])));
        if (units.size() != 34) throw new IllegalStateException("34 units expected");
        Position pos = new Position(
                Season.SPRING, 1902, Phase.MOVEMENT, units, Position.start(map).owners(), List.of());
        Path game = games.resolve("bench");
        PositionFile.write(pos, map, game.resolve("1902-spring-movement.yaml"));
        Map<String, StringBuilder> sheets = new TreeMap<>();
        for (int i = 0; i < units.size(); i++) {
            Unit u = units.get(i);
            StringBuilder sb = sheets.computeIfAbsent(
                    u.power(), p -> new StringBuilder(map.power(p).name("en") + " Spring 1902\n"));
            sb.append(order(map, units, u, i)).append('\n');
        }
        for (var e : sheets.entrySet())
            Files.writeString(
                    Files.createDirectories(game.resolve("1902-spring-movement"))
                            .resolve(e.getKey() + ".txt"),
                    e.getValue());
        desk = Desk.start(
                new DeskOptions(Games.home(), games, DeskOptions.LOOPBACK, 0), new PrintWriter(System.err, true));
        currentPage = HttpRequest.newBuilder(URI.create(desk.url() + "games/bench"))
                .header("Accept-Language", "en")
                .build();
        String page = get(currentPage);
        if (page.contains("badge invalid")) throw new IllegalStateException("a generated order was not understood");
        String token = page.replaceAll("(?s).*name=\"_csrf\" value=\"([^\"]+)\".*", "$1");
        try {
            http.send(
                    HttpRequest.newBuilder(URI.create(desk.url() + "games/bench/adjudicate"))
                            .header("Cookie", "desk_csrf=" + token)
                            .header("Origin", desk.url().replaceAll("/$", ""))
                            .header("Content-Type", "application/x-www-form-urlencoded")
                            .POST(HttpRequest.BodyPublishers.ofString("_csrf=" + token + "&turn=1902-spring-movement"))
                            .build(),
                    HttpResponse.BodyHandlers.discarding());
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
        turnPage = HttpRequest.newBuilder(URI.create(desk.url() + "games/bench/turns/1902-spring-movement"))
                .build();
        if (!get(turnPage).contains("move succeeded")) throw new IllegalStateException("the turn page shows no moves");
        // the current page is now Fall 1902; give it the same sheets' weight by reading them again each time
        currentPage =
                HttpRequest.newBuilder(URI.create(desk.url() + "games/bench")).build();
        // seven sheets of the largest size taken, every line an order of unknown names (each a "did you mean")
        Path max = games.resolve("max");
        PositionFile.write(Position.start(map), map, max.resolve("1901-spring-movement.yaml"));
        for (var p : map.powers()) {
            StringBuilder sb = new StringBuilder(p.name("en") + " Spring 1901\n");
            for (int i = 0; sb.length() < Upload.MAX_SHEET - 40; i++)
                sb.append("A Qwzx").append(i).append(" - Vbnm").append(i).append('\n');
            Files.writeString(
                    Files.createDirectories(max.resolve("1901-spring-movement")).resolve(p.id() + ".txt"), sb);
        }
        maxPage = HttpRequest.newBuilder(URI.create(desk.url() + "games/max")).build();
        maxSheets = max.resolve("1901-spring-movement");
        long start = System.nanoTime();
        get(maxPage);
        System.err.printf(
                "the first view of the game with seven %d kB sheets: %.0f ms%n",
                Upload.MAX_SHEET / 1024, (System.nanoTime() - start) / 1e6);
    }

    private HttpRequest maxPage;
    private Path maxSheets;
    private int edits;

    /**
     * The first view after one sheet was saved: England's last order changed, so the phase is
     * judged again, England's sheet read again and the six others taken as read before.
     */
    @Benchmark
    public int maximumSheetsAfterOneSave(CpuTime.Counter cpu) throws Exception {
        rewrite("england", ++edits);
        return CpuTime.ofProcess(cpu, () -> get(maxPage).length());
    }

    /** The first view of seven sheets none of which was read before (each changed). */
    @Benchmark
    public int maximumSheetsAllNew() throws IOException {
        ++edits;
        for (String p : List.of("austria", "england", "france", "germany", "italy", "russia", "turkey"))
            rewrite(p, edits);
        return get(maxPage).length();
    }

    /** A power's maximum-size sheet of unknown names, its last line differing by {@code edit}. */
    private void rewrite(String power, int edit) throws IOException {
        Path f = maxSheets.resolve(power + ".txt");
        String text = Files.readString(f);
        int last = text.lastIndexOf("A Qwzx", text.length() - 2);
        Files.writeString(f, text.substring(0, last) + "A Qwzx" + (1_000_000 + edit) + " - Par\n");
    }

    /** The current phase with seven maximum-size sheets of unknown names, viewed again (its checks kept from the first view). */
    @Benchmark
    public int maximumSheetsPage(CpuTime.Counter cpu) throws Exception {
        return CpuTime.ofProcess(cpu, () -> get(maxPage).length());
    }

    /** Every third unit moves to a neighbour, every third supports an adjacent unit to hold, the rest hold. */
    private static String order(DipMap map, List<Unit> units, Unit u, int i) {
        String at = place(map, u.location());
        if (i % 3 == 0) {
            List<Location> to = u.type() == UnitType.ARMY
                    ? map.armyNeighbours(u.province()).stream()
                            .map(Location::of)
                            .sorted()
                            .toList()
                    : map.fleetNeighbours(u.location()).stream().sorted().toList();
            return u.type().letter() + " " + at + " - " + place(map, to.get(i % to.size()));
        }
        if (i % 3 == 1) {
            for (Unit o : units) {
                if (o != u && map.canReach(u.type(), u.location(), o.province())) {
                    return u.type().letter() + " " + at + " S " + o.type().letter() + " "
                            + map.province(o.province()).abbr();
                }
            }
        }
        return u.type().letter() + " " + at + " H";
    }

    private static String place(DipMap map, Location l) {
        String abbr = map.province(l.province()).abbr();
        return l.hasCoast() ? abbr + "/" + l.coast() : abbr;
    }

    private String get(HttpRequest r) {
        try {
            HttpResponse<String> res = http.send(r, HttpResponse.BodyHandlers.ofString());
            if (res.statusCode() != 200) throw new IllegalStateException(r.uri() + ": " + res.statusCode());
            return res.body();
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @TearDown
    public void stop() {
        desk.stop();
        GameStore.deleteTree(games);
    }

    /** The adjudicated 34-unit turn: sheets read, adjudicated, drawn and rendered. */
    @Benchmark
    public int adjudicatedTurnPage(CpuTime.Counter cpu) throws Exception {
        return CpuTime.ofProcess(cpu, () -> get(turnPage).length());
    }

    /** The phase that follows: board with 34 units, sheet boxes, the units' default verdicts. */
    @Benchmark
    public int currentPhasePage(CpuTime.Counter cpu) throws Exception {
        return CpuTime.ofProcess(cpu, () -> get(currentPage).length());
    }
}
