package adjutant.generator.pod;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.geometry.Box;
import adjutant.generator.KitMaker;
import adjutant.generator.KitRequest;
import adjutant.generator.Kits;
import adjutant.generator.PieceSet;
import adjutant.generator.layout.Item;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.pdf.print.InkBounds;
import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The print-on-demand images of every game and language: planned for all (sizes, pairs, safe
 * area computed from where each drawing puts its text and symbols), written for every game in
 * English and for The Hunt in every language and read back (PNG size against the manifest, 8-bit
 * RGB, the sRGB profile, 300 dpi, every pair complete).
 */
class PodTest {
    @TempDir
    static Path out;

    static final Map<String, List<PodImage>> planned = new HashMap<>();
    static final Map<String, List<PieceSet>> sets = new HashMap<>();

    @BeforeAll
    static void build() {
        Path home = Games.home();
        for (KitMaker m : Kits.all()) {
            List<PieceSet> all = m.pieces(KitRequest.of(home, List.of(), PrintProfile.printShop(), null));
            sets.put(m.game(), all);
            for (PieceSet s : all)
                planned.computeIfAbsent(m.game() + "/" + s.lang(), k -> new ArrayList<>())
                        .addAll(PodPlanner.plan(s));
            List<String> langs = m.game().equals("hunt") ? List.of() : List.of("en");
            if (!all.isEmpty())
                new PodBuilder(out).build(m, KitRequest.of(home, langs, PrintProfile.printShop(), null), msg -> {});
        }
    }

    @Test
    void everyGameWithCardsCountersOrBoardHasImagesInEveryLanguage() {
        for (String game : List.of("diplomacy", "hunt", "port-arthur")) {
            assertFalse(sets.get(game).isEmpty(), game);
            for (PieceSet s : sets.get(game))
                assertFalse(planned.get(game + "/" + s.lang()).isEmpty(), game + " " + s.lang());
        }
    }

    @Test
    void textAndSymbolsKeepTheSafeMarginInsideTheCut() {
        int checked = 0;
        for (Map.Entry<String, List<PodImage>> e : planned.entrySet()) {
            for (PodImage i : e.getValue()) {
                if (!i.safe()) continue;
                Box safe = i.safeArea();
                List<Box> ink = InkBounds.of(i.drawing());
                assertFalse(ink.isEmpty(), e.getKey() + " " + i.file() + ": no text or symbol found on " + i.item());
                for (Box b : ink) {
                    Box px = i.toImage(b);
                    assertTrue(
                            safe.contains(px, 1e-6),
                            e.getKey() + " " + i.file() + " (" + i.item() + "): ink at " + px
                                    + " px outside the safe area " + safe);
                    checked++;
                }
            }
        }
        assertTrue(checked > 1000, "ink boxes checked: " + checked);
    }

    @Test
    void cardsArePokerSizeAndEveryPieceIsPlannedWithItsCopies() {
        for (String game : sets.keySet()) {
            for (PieceSet s : sets.get(game)) {
                List<PodImage> images = planned.get(game + "/" + s.lang()).stream()
                        .filter(i -> i.file().startsWith(s.component() + "/"))
                        .toList();
                if (s.kind() == PieceSet.Kind.BOARD) {
                    double area = images.stream()
                            .mapToDouble(
                                    i -> i.product().trimWidth() * i.product().trimHeight())
                            .sum();
                    Item board = s.draw().apply(Product.BLEED).get(0);
                    assertEquals(
                            board.front().width() * board.front().height(),
                            area,
                            1,
                            game + " board panels cover the board");
                    continue;
                }
                int copies = images.stream()
                        .filter(i -> i.side().equals("front"))
                        .mapToInt(PodImage::copies)
                        .sum();
                assertEquals(s.draw().apply(Product.BLEED).size(), copies, game + " " + s.lang() + " " + s.component());
                for (PodImage i : images) {
                    if (s.kind() == PieceSet.Kind.CARD) {
                        assertEquals(825, i.product().widthPx(), i.file());
                        assertEquals(1125, i.product().heightPx(), i.file());
                    } else {
                        assertEquals(i.product().widthPx(), i.product().heightPx(), i.file() + " is a square chit");
                    }
                }
            }
        }
    }

    @Test
    void everyImageMatchesItsManifestRowAndCarriesTheSrgbProfile() throws Exception {
        byte[] srgb = ICC_Profile.getInstance(ColorSpace.CS_sRGB).getData();
        int images = 0;
        for (Path manifest : manifests()) {
            Path dir = manifest.getParent();
            List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
            assertEquals(Manifest.HEADER, lines.get(0));
            Map<String, String[]> rows = rows(lines);
            Set<String> onDisk = new HashSet<>();
            try (Stream<Path> s = Files.walk(dir)) {
                s.filter(p -> p.toString().endsWith(".png"))
                        .forEach(p -> onDisk.add(dir.relativize(p).toString().replace('\\', '/')));
            }
            assertEquals(rows.keySet(), onDisk, dir + ": the manifest lists exactly the images written");
            for (String[] r : rows.values()) {
                PngChunks png = PngChunks.of(Files.readAllBytes(dir.resolve(r[0])));
                assertEquals(Integer.parseInt(r[11]), png.width(), r[0]);
                assertEquals(Integer.parseInt(r[12]), png.height(), r[0]);
                assertEquals(
                        Math.round(Double.parseDouble(r[9]) * Product.PX_PER_MM),
                        png.width(),
                        r[0] + ": width in mm and px agree");
                assertEquals(8, png.bitDepth(), r[0]);
                assertEquals(2, png.colourType(), r[0] + " is RGB without alpha");
                assertEquals(11811, png.pixelsPerMetre(), r[0] + " says 300 dpi");
                byte[] icc = png.iccProfile();
                assertNotNull(icc, r[0] + " has an iCCP chunk");
                assertEquals(ColorSpace.TYPE_RGB, ICC_Profile.getInstance(icc).getColorSpaceType(), r[0]);
                assertTrue(Arrays.equals(srgb, icc), r[0] + " embeds the sRGB profile");
                assertFalse(png.chunks().containsKey("sRGB"), r[0] + ": iCCP and sRGB must not both be present");
                images++;
            }
        }
        assertTrue(images > 300, "images read back: " + images);
    }

    @Test
    void frontsAndBacksPairUp() throws Exception {
        for (Path manifest : manifests()) {
            Map<String, String[]> rows = rows(Files.readAllLines(manifest, StandardCharsets.UTF_8));
            for (String[] r : rows.values()) {
                String file = r[0], side = r[1], pair = r[2];
                assertTrue(file.endsWith("-" + side + ".png"), file + " is named for its side " + side);
                if (file.startsWith("cards/")) assertFalse(pair.isEmpty(), manifest + ": card " + file + " has a back");
                if (pair.isEmpty()) {
                    assertEquals("front", side, file);
                    continue;
                }
                String[] other = rows.get(pair);
                assertNotNull(other, manifest + ": " + file + " pairs with " + pair + ", which is not written");
                assertEquals(file, other[2], pair + " pairs back with " + file);
                assertEquals(side.equals("front") ? "back" : "front", other[1], pair);
                assertEquals(
                        file.replace("-" + side, ""), pair.replace("-" + other[1], ""), "a pair shares its number");
                for (int c : new int[] {4, 11, 12})
                    assertEquals(r[c], other[c], file + " and " + pair + " agree on column " + c);
            }
        }
    }

    @Test
    void aHuntDeckIsThirtySixPokerCardsPerLanguage() throws Exception {
        for (String lang : List.of("cs", "en")) {
            Map<String, String[]> rows =
                    rows(Files.readAllLines(out.resolve("hunt").resolve(lang).resolve("manifest.csv")));
            long fronts = rows.values().stream()
                    .filter(r -> r[0].startsWith("cards/") && r[1].equals("front"))
                    .count();
            assertEquals(36, fronts, lang);
            assertTrue(Files.size(out.resolve("hunt").resolve(lang).resolve("contact-sheet.pdf")) > 10_000, lang);
        }
    }

    private static List<Path> manifests() throws Exception {
        try (Stream<Path> s = Files.walk(out)) {
            List<Path> m = s.filter(p -> p.getFileName().toString().equals("manifest.csv"))
                    .sorted()
                    .toList();
            assertEquals(4, m.size(), "hunt cs, en; diplomacy en; port-arthur en: " + m);
            return m;
        }
    }

    /** The manifest's rows by file; a quoted field may hold commas. */
    private static Map<String, String[]> rows(List<String> lines) {
        Map<String, String[]> rows = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> f = new ArrayList<>();
            StringBuilder cur = new StringBuilder();
            boolean q = false;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '"') {
                    if (q && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                        cur.append('"');
                        i++;
                    } else {
                        q = !q;
                    }
                } else if (c == ',' && !q) {
                    f.add(cur.toString());
                    cur.setLength(0);
                } else {
                    cur.append(c);
                }
            }
            f.add(cur.toString());
            assertEquals(15, f.size(), line);
            rows.put(f.get(0), f.toArray(String[]::new));
        }
        return rows;
    }
}
