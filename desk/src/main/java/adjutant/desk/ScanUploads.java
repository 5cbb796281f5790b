package adjutant.desk;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Position;
import adjutant.validator.diplomacy.Messages;
import adjutant.validator.diplomacy.scan.PageReading;
import adjutant.validator.diplomacy.scan.ReadSheets;
import adjutant.validator.diplomacy.scan.ScanFiles;
import adjutant.validator.diplomacy.scan.ScanImage;
import adjutant.validator.diplomacy.scan.ScanJson;
import adjutant.validator.diplomacy.scan.ScanReader;
import adjutant.validator.diplomacy.scan.ScanResult;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Scans of the scannable order sheets, uploaded for the current phase (PDF, PNG or JPEG, several
 * at once): read by the validator's scan reader exactly as {@code validate diplomacy --scan}
 * reads them, each power's reading saved as its typed sheet ({@code england.txt}: the orders
 * read, every question as a {@code # ?} line) with what was read per unit beside it
 * ({@code scans/england.json}) and the crops of the rows a person must read
 * ({@code scans/*.png}). A phase is not adjudicated while a {@code # ?} line is left in a sheet.
 */
final class ScanUploads {
    /** One scan file, and a whole upload of them. */
    static final long MAX_FILE = 12L * 1024 * 1024, MAX_REQUEST = 40L * 1024 * 1024;

    static final int MAX_FILES = 14;
    private static final ObjectMapper JSON = Json.MAPPER;
    private static final List<String> ENDINGS = List.of(".pdf", ".png", ".jpg", ".jpeg");
    private final DiplomacyGame game;
    private final GameStore store;
    private final Pages pages;
    private final Guard guard;

    ScanUploads(DiplomacyGame game, GameStore store, Pages pages, Guard guard) {
        this.game = game;
        this.store = store;
        this.pages = pages;
        this.guard = guard;
    }

    void routes(Javalin app) {
        app.post("/games/{game}/scans", this::upload);
        app.get("/games/{game}/turns/{turn}/scans/{file}", this::crop);
    }

    /** Whether a request to {@code path} may carry scans (and so be larger than a text form). */
    static boolean isUpload(String path) {
        return path.matches("/games/[a-z0-9-]{1,40}/scans");
    }

    private void upload(Context ctx) {
        guard.checkForm(ctx);
        String id = Ids.game(ctx.pathParam("game"));
        // the whole reading and writing under the game's lock: the sheets land in the phase that was read, never in one
        // judged meanwhile
        store.locked(id, () -> upload(ctx, id));
    }

    private void upload(Context ctx, String id) {
        String turn = store.current(id);
        Map<String, String> t = pages.words(ctx);
        if (!turn.equals(ctx.formParam("turn")))
            throw DeskError.bad(UiText.format(t.get("error.turn_closed"), "turn", Ids.shown(ctx.formParam("turn"))));
        List<UploadedFile> files = ctx.uploadedFiles("scans").stream()
                .filter(f ->
                        f.size() > 0 || (f.filename() != null && !f.filename().isBlank()))
                .toList();
        if (files.isEmpty()) throw DeskError.bad(t.get("error.no_scans"));
        if (files.size() > MAX_FILES)
            throw DeskError.bad(UiText.format(t.get("error.scan_files"), "count", files.size(), "most", MAX_FILES));
        Position pos = store.read(id, turn);
        Messages m = new Messages(game.strings(), pages.lang(ctx), game.map());
        Path scratch = store.scratch();
        ScanResult read;
        try {
            read = ScanBudget.decoding(() ->
                    new ScanReader(game.map(), pos, store.scans(id, turn), m).readImages(images(files, scratch, t, m)));
        } catch (BadInputException e) {
            throw new DeskError(
                    400, e.problems().stream().map(Problem::toString).toList());
        } finally {
            GameStore.deleteTree(scratch);
        }
        String crops = store.scans(id, turn).toString() + File.separator;
        ScanJson json = new ScanJson(m);
        String first = null;
        for (Map.Entry<String, String> e : ReadSheets.texts(read, game.map(), m).entrySet()) {
            String power = e.getKey();
            first = first == null ? power : first;
            store.writeSheet(id, turn, power, e.getValue().replace(crops, "scans/"));
            List<Object> read1 = new ArrayList<>();
            for (PageReading p : read.pages()) if (p.page().code().power().equals(power)) read1.add(json.page(p));
            List<Object> missing = new ArrayList<>();
            for (var c : read.missing())
                if (c.power().equals(power)) missing.add(Map.of("page", c.page(), "pages", c.pages()));
            try {
                String text = JSON.writeValueAsString(Map.of("pages", read1, "missing", missing))
                        .replace(crops.replace("\\", "\\\\"), "");
                store.writeScan(id, turn, power, text);
            } catch (IOException x) {
                throw new UncheckedIOException(x);
            }
        }
        // A power none of whose pages came, and that has no reading yet, is named as missing on its sheet (not left to
        // show as units without orders).
        for (var c : read.missing()) {
            boolean none =
                    read.pages().stream().noneMatch(p -> p.page().code().power().equals(c.power()));
            if (!none || reading(id, turn, c.power()).isPresent()) continue;
            List<Object> pagesMissing = read.missing().stream()
                    .filter(x -> x.power().equals(c.power()))
                    .map(x -> (Object) Map.of("page", x.page(), "pages", x.pages()))
                    .toList();
            try {
                store.writeScan(
                        id,
                        turn,
                        c.power(),
                        JSON.writeValueAsString(Map.of("pages", List.of(), "missing", pagesMissing)));
            } catch (IOException x) {
                throw new UncheckedIOException(x);
            }
        }
        // The readable pages are saved; what each file gave, and each refusal with its file and why, is shown on the
        // phase's page.
        List<Object> report = new ArrayList<>();
        for (PageReading p : read.pages()) {
            report.add(Map.of(
                    "file",
                    p.image(),
                    "power",
                    p.page().code().power(),
                    "page",
                    p.page().code().page(),
                    "pages",
                    p.page().code().pages()));
        }
        for (Problem p : read.refused()) report.add(Map.of("file", p.file(), "refused", p.message()));
        try {
            store.writeUploadReport(id, turn, JSON.writeValueAsString(Map.of("files", report)));
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        ctx.redirect(
                "/games/" + id + (read.refused().isEmpty() ? "#" + first : "#scan-report"),
                io.javalin.http.HttpStatus.SEE_OTHER);
    }

    /** Each upload checked (name, size, first bytes), copied to the scratch folder and loaded as page images named as the user named the file. */
    private static List<ScanImage> images(List<UploadedFile> files, Path scratch, Map<String, String> t, Messages m) {
        long total = 0, pixels = 0;
        List<Problem> problems = new ArrayList<>();
        List<ScanImage> images = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Map<Path, String> kept = new LinkedHashMap<>();
        for (UploadedFile f : files) {
            String name = Upload.safeName(f.filename());
            String lower = name.toLowerCase(Locale.ROOT);
            if (ENDINGS.stream().noneMatch(lower::endsWith))
                throw DeskError.bad(UiText.format(t.get("error.scan_kind"), "file", name));
            if (f.size() > MAX_FILE)
                throw DeskError.bad(UiText.format(
                        t.get("error.scan_size"),
                        "file",
                        name,
                        "size",
                        f.size() / (1024 * 1024),
                        "most",
                        MAX_FILE / (1024 * 1024)));
            total += f.size();
            if (total > MAX_REQUEST)
                throw DeskError.bad(UiText.format(t.get("error.scans_size"), "most", MAX_REQUEST / (1024 * 1024)));
            String stored = names.add(name) ? name : names.size() + "-" + name;
            names.add(stored);
            Path file = scratch.resolve(stored);
            byte[] bytes;
            try (InputStream in = f.content()) {
                Files.copy(in, file); // streamed from the upload's own file on disk: no copy of a whole scan in memory
                try (InputStream start = Files.newInputStream(file)) {
                    bytes = start.readNBytes(8);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            String kind = kind(bytes);
            if (kind == null || !lower.endsWith(kind) && !(kind.equals(".jpg") && lower.endsWith(".jpeg"))) {
                throw DeskError.bad(
                        kind == null
                                ? UiText.format(t.get("error.scan_content"), "file", name)
                                : UiText.format(
                                        t.get("error.scan_content_kind"),
                                        "file",
                                        name,
                                        "kind",
                                        kind.substring(1).toUpperCase(Locale.ROOT)));
            }
            pixels += ScanBudget.pixels(file);
            if (pixels > ScanBudget.MAX_PIXELS) {
                throw DeskError.bad(
                        UiText.format(t.get("error.scans_pixels"), "most", ScanBudget.MAX_PIXELS / 1_000_000));
            }
            kept.put(file, name);
        }
        // every file's size checked before the first is decoded
        for (Map.Entry<Path, String> k : kept.entrySet())
            images.addAll(ScanFiles.load(k.getKey(), k.getValue(), problems, m));
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return images;
    }

    /** The file's kind by its first bytes: {@code .pdf}, {@code .png}, {@code .jpg}, or null. */
    static String kind(byte[] b) {
        if (b.length >= 5 && b[0] == '%' && b[1] == 'P' && b[2] == 'D' && b[3] == 'F' && b[4] == '-') return ".pdf";
        if (b.length >= 8 && (b[0] & 0xff) == 0x89 && b[1] == 'P' && b[2] == 'N' && b[3] == 'G') return ".png";
        if (b.length >= 3 && (b[0] & 0xff) == 0xff && (b[1] & 0xff) == 0xd8 && (b[2] & 0xff) == 0xff) return ".jpg";
        return null;
    }

    /** A crop of a row that needs a person. */
    private void crop(Context ctx) {
        String id = Ids.game(ctx.pathParam("game"));
        String turn = Ids.turn(ctx.pathParam("turn"));
        String name = ctx.pathParam("file");
        if (!name.matches("[a-z]+-p[0-9]{1,2}-[A-Za-z0-9_-]{1,60}\\.png"))
            throw DeskError.notFound("no crop '" + Ids.shown(name) + "'");
        Path f = store.scans(id, turn).resolve(name);
        if (!Files.isRegularFile(f)) throw DeskError.notFound("no crop '" + name + "'");
        try {
            ctx.contentType("image/png").result(Files.readAllBytes(f));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What was read from a power's scan in this phase, for the page; empty when its sheet was not scanned. */
    Optional<Map<String, Object>> reading(String id, String turn, String power) {
        return store.scanText(id, turn, power).map(text -> {
            try {
                return JSON.readValue(text, new TypeReference<Map<String, Object>>() {});
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The phase's last upload, file by file: each page read ({@code power}, {@code page}) or refused ({@code refused}: why); empty before any. */
    List<Map<String, Object>> uploadReport(String id, String turn) {
        return store.uploadReport(id, turn)
                .map(text -> {
                    try {
                        return JSON.readValue(text, new TypeReference<Map<String, List<Map<String, Object>>>>() {})
                                .getOrDefault("files", List.of());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .orElse(List.of());
    }

    /** The questions still open in the phase's saved sheets ({@code # ?} lines), as {@code england.txt:4:1: …}. */
    List<String> openQuestions(String id, String turn) {
        List<String> out = new ArrayList<>();
        for (var p : game.map().powers()) {
            Optional<String> text = store.sheetText(id, turn, p.id());
            if (text.isEmpty()) continue;
            String[] lines = text.get().split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (lines[i].startsWith(ReadSheets.QUESTION))
                    out.add(new Problem(
                                    p.id() + ".txt",
                                    i + 1,
                                    1,
                                    lines[i].substring(ReadSheets.QUESTION.length())
                                            .strip())
                            .toString());
            }
        }
        return out;
    }
}
