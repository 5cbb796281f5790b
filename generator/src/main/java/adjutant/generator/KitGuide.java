package adjutant.generator;

import adjutant.engine.data.GameFiles;
import adjutant.engine.data.MapNode;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.Catalog;
import adjutant.generator.pdf.DocInfo;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The print guide of a kit, {@code out/<game>/<lang>/kit-guide.pdf}: which files to print, in
 * what order, on what paper, one- or double-sided, and what a table needs besides the printed
 * kit (dice, a bag, glue, tape). Made from {@code data/<game>/kit.yaml}, whose texts are in each
 * language; every file the kit writes must have its entry there, so the guide never leaves one out.
 */
public final class KitGuide {
    public static final String FILE = "kit-guide";
    static final String TEMPLATE = "print/kit-guide.xhtml.ftl";
    static final String DATA = "kit.yaml";
    /** How a file is printed, as {@code sides:} names it. */
    public static final List<String> SIDES = List.of("duplex", "single", "either");

    private KitGuide() {}

    /** How much a file needs a colour printer, as {@code colour:} names it. */
    public static final List<String> COLOURS = List.of("needed", "helpful", "grey");

    /** One file as the guide describes it: its paper, its sides, its need of colour and a note, by language. */
    public record Entry(String file, String stock, String sides, String colour, Map<String, String> note) {}

    /** What {@code kit.yaml} says. */
    public record Guide(
            Map<String, Map<String, String>> stockNames,
            Map<String, String> stockWeights,
            List<Entry> files,
            List<Map<String, String>> needs) {
        /** The files in the order to print them, by name. */
        public Map<String, Entry> byFile() {
            Map<String, Entry> m = new LinkedHashMap<>();
            for (Entry e : files) m.put(e.file(), e);
            return m;
        }
    }

    /** The game's guide, or null when it has no {@code kit.yaml}; bad data is reported at its place. */
    public static Guide read(GameFiles files) {
        if (!files.exists(DATA)) return null;
        MapNode root = files.readMap(DATA);
        root.allowOnly("source", "stock", "files", "needs");
        Map<String, Map<String, String>> names = new LinkedHashMap<>();
        Map<String, String> weights = new LinkedHashMap<>();
        MapNode stock = root.map("stock");
        for (String id : stock.keys()) {
            MapNode s = stock.map(id);
            s.allowOnly("weight", "name");
            weights.put(id, s.text("weight"));
            names.put(id, s.localized("name"));
        }
        List<Entry> entries = new ArrayList<>();
        for (MapNode f : root.list("files").maps()) {
            f.allowOnly("file", "stock", "sides", "colour", "note");
            String st = f.text("stock");
            if (!st.isEmpty() && !weights.containsKey(st)) {
                f.get("stock")
                        .problem("unknown stock '" + st + "', expected one of " + String.join(", ", weights.keySet()));
            }
            entries.add(new Entry(
                    f.text("file"),
                    st,
                    f.choice("sides", SIDES.toArray(String[]::new)),
                    f.has("colour") ? f.choice("colour", COLOURS.toArray(String[]::new)) : "grey",
                    f.has("note") ? f.localized("note") : Map.of()));
        }
        MapNode.checkUnique(root.list("files").maps(), "file", "file");
        List<Map<String, String>> needs = new ArrayList<>();
        for (MapNode n : root.optList("needs").maps()) {
            n.allowOnly("name");
            needs.add(n.localized("name"));
        }
        return new Guide(names, weights, entries, needs);
    }

    /**
     * A guide per language of the {@code planned} files (none when the game has no
     * {@code kit.yaml}); a planned file without an entry there stops the build.
     */
    public static List<KitFile> plan(String game, KitRequest request, List<KitFile> planned) {
        return plan(game, request, planned, new Pages());
    }

    /**
     * The page count of each finished file of a kit, by language and name: the builder records
     * those it makes and those it keeps, and the guide, made last, prints them. A count the guide
     * finds missing (a caller that makes the guide first) it gets by making that file.
     */
    public static final class Pages {
        private final Map<String, Integer> counts = new ConcurrentHashMap<>();

        public void put(String lang, String name, int pages) {
            counts.put(lang + "/" + name, pages);
        }

        /** {@code f} made as before, its page count recorded when it is a PDF. */
        public KitFile counting(KitFile f, KitRequest request) {
            if (!f.pdf()) return f;
            return new KitFile(
                    f.lang(),
                    f.name(),
                    () -> {
                        byte[] pdf = f.make().get();
                        put(f.lang(), f.name(), request.pdf().pageCount(pdf));
                        return pdf;
                    },
                    f.ext());
        }

        int of(KitFile f) {
            Integer n = counts.get(f.lang() + "/" + f.name());
            if (n == null) {
                f.make().get();
                n = counts.get(f.lang() + "/" + f.name());
            }
            return n;
        }
    }

    /** As {@link #plan(String, KitRequest, List)}, the guides printing the page counts {@code pages} holds of {@code planned} (made through {@link Pages#counting}). */
    public static List<KitFile> plan(String game, KitRequest request, List<KitFile> planned, Pages pages) {
        Problems p = new Problems();
        GameFiles files = new GameFiles(request.home(), game, p);
        Guide guide = read(files);
        if (guide == null) return List.of();
        MapNode info = files.readMap("game.yaml");
        Catalog strings = Catalog.load(files, List.of());
        Set<String> langs = new LinkedHashSet<>();
        Set<String> names = new LinkedHashSet<>();
        for (KitFile f : planned) {
            if (!f.pdf()) continue; // the guide says what to print; an SVG beside a PDF is for editing
            langs.add(f.lang());
            names.add(f.name());
        }
        Map<String, Entry> described = guide.byFile();
        for (String n : names) {
            if (!described.containsKey(n)) {
                p.add(new Problem(
                        files.shown(DATA),
                        0,
                        0,
                        "no entry for the kit file '" + n
                                + ".pdf' under files: (each file the kit writes says how it is printed)"));
            }
        }
        p.throwIfAny();
        List<KitFile> out = new ArrayList<>();
        for (String lang : langs) {
            KitTexts t = new KitTexts(game, strings, lang);
            String name = in(info.has("name") ? info.localized("name") : Map.of(), lang, game);
            List<KitFile> mine = planned.stream()
                    .filter(f -> f.pdf() && f.lang().equals(lang))
                    .toList();
            out.add(new KitFile(
                    lang,
                    FILE,
                    () -> request.pdf()
                            .document(
                                    xhtml(guide, names, t, name, request, counts(mine, pages)),
                                    new DocInfo(name + " – " + t.get("kit.guide.title"), lang, false))));
        }
        return out;
    }

    /** The page count of each of {@code files} (one language's), by name. */
    private static Map<String, Integer> counts(List<KitFile> files, Pages pages) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (KitFile f : files) out.put(f.name(), pages.of(f));
        return out;
    }

    static String xhtml(
            Guide guide, Set<String> written, KitTexts t, String game, KitRequest request, Map<String, Integer> pages) {
        String lang = t.lang();
        List<Map<String, String>> rows = new ArrayList<>();
        int total = 0, duplex = 0;
        for (Entry e : guide.files()) {
            if (!written.contains(e.file())) continue;
            int n = pages.getOrDefault(e.file(), 0);
            total += n;
            if (e.sides().equals("duplex")) duplex += n;
            rows.add(Map.of(
                    "file",
                    e.file() + ".pdf",
                    "paper",
                    in(guide.stockNames().get(e.stock()), lang, e.stock()),
                    "weight",
                    guide.stockWeights().get(e.stock()),
                    "sides",
                    t.get("kit.guide." + e.sides()),
                    "duplex",
                    String.valueOf(e.sides().equals("duplex")),
                    "colour",
                    t.get("kit.guide.colour_" + e.colour()),
                    "note",
                    in(e.note(), lang, ""),
                    "pages",
                    Integer.toString(n)));
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("lang", lang);
        m.put("game", game);
        m.put("page", request.profile().paper().portrait().cssSize());
        m.put("rows", rows);
        m.put("total", t.format("kit.guide.total", Map.of("pages", total, "duplex", duplex)));
        m.put("needs", guide.needs().stream().map(n -> in(n, lang, "")).toList());
        m.put("s", t.all());
        return request.templates().render(TEMPLATE, m);
    }

    /** A text in {@code lang}, else in English (what a new language has not translated yet), else {@code fallback}. */
    private static String in(Map<String, String> texts, String lang, String fallback) {
        return texts.getOrDefault(lang, texts.getOrDefault(Catalog.FALLBACK, fallback));
    }
}
