package adjutant.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.DiplomacyGame;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Province;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A Diplomacy variant is a data folder: the main sources of engine, generator, validator, desk
 * and cli hold none of the classic map's facts. Every string literal that is a classic province
 * or power id, and every literal 1901 (the first year), 34 (the centres) or 18 (centres to win)
 * outside comments is a finding, unless the allow-list below names it with its reason. The other
 * games' packages (hunt, portarthur) are theirs. Coast ids (nc, sc, ec) are not searched: they
 * are compass words the Diplomacy family shares, and two letters match PDF operators and keys.
 */
class NoClassicMapConstantsTest {
    static final List<String> MODULES = List.of("engine", "generator", "validator", "desk", "cli");
    static final Pattern LITERAL = Pattern.compile("\"([a-z]{3,8})\"");
    static final Pattern OTHER_GAMES = Pattern.compile("[/\\\\](hunt|portarthur)[/\\\\]");
    static final Pattern NUMBER = Pattern.compile("(?<![\\w.])(1901|34|18)(?![\\w.])");

    /** file name + a piece of the line → why it is no classic-map constant. */
    static final Map<String, String> ALLOWED = Map.of(
            "ScanLayout.java|QR_TOP = 18", "millimetres on the scannable page, not centres",
            "Calibration.java|, 14, 18)", "the calibration page's text position in points",
            "ContentTokens.java|digits", "the digits a long holds, when reading PDF numbers",
            "DatcCaseReader.java|int year = 1901",
                    "the jDip case format's rule: a case without PRESTATE_SETPHASE is Spring 1901",
            "ValidateDiplomacy.java|England Spring 1901",
                    "picocli help text is a constant; it shows the classic game's header as an example",
            "OrderLines.java|\"bar\",", "the name of an arrow's bar in an SVG model, not Barents Sea",
            "DominanceFigure.java|\"russia\"",
                    "Port Arthur's side Russia (its rulebook figure), not the Diplomacy power",
            "OrderLines.java|END_GAP = 18", "the gap an arrow leaves before a unit, in board units, not centres");

    @Test
    void noClassicIdsOrNumbersInMainSources() throws IOException {
        DiplomacyGame game = Games.loadChecked(Games.home(), "diplomacy", DiplomacyGame.class);
        Set<String> ids = new TreeSet<>();
        for (Province p : game.map().provinces()) ids.add(p.id());
        for (Power w : game.map().powers()) ids.add(w.id());
        assertTrue(ids.containsAll(List.of("par", "stp", "england")), "the classic ids are known");
        List<String> found = new ArrayList<>();
        Set<String> used = new TreeSet<>();
        for (String module : MODULES) {
            Path root = Games.home().resolve(module).resolve("src/main/java");
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(x -> x.toString().endsWith(".java")
                                && !OTHER_GAMES.matcher(x.toString()).find())
                        .sorted()
                        .toList()) {
                    scan(f, ids, found, used);
                }
            }
        }
        assertEquals(
                List.of(),
                found,
                "classic-map constants in code: move them to data/diplomacy/ or allow them here with a reason");
        assertEquals(ALLOWED.keySet(), used, "every allow-list entry still matches something");
    }

    private static void scan(Path f, Set<String> ids, List<String> found, Set<String> used) {
        String text;
        try {
            text = withoutComments(Files.readString(f));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            List<String> hits = new ArrayList<>();
            Matcher m = LITERAL.matcher(line);
            while (m.find()) if (ids.contains(m.group(1))) hits.add(m.group());
            Matcher n = NUMBER.matcher(line);
            while (n.find()) hits.add(n.group());
            if (hits.isEmpty()) continue;
            String allowed = ALLOWED.keySet().stream()
                    .filter(k -> f.getFileName().toString().equals(k.substring(0, k.indexOf('|')))
                            && line.contains(k.substring(k.indexOf('|') + 1)))
                    .findFirst()
                    .orElse(null);
            if (allowed != null) used.add(allowed);
            else found.add(Games.home().relativize(f) + ":" + (i + 1) + ": " + hits + "  " + line.strip());
        }
    }

    /** The source with comments blanked, line breaks kept (string literals holding "//" are rare enough to ignore here). */
    static String withoutComments(String s) {
        StringBuilder out = new StringBuilder(s.length());
        Matcher m = Pattern.compile("/\\*.*?\\*/|//[^\n]*", Pattern.DOTALL).matcher(s);
        int at = 0;
        while (m.find()) {
            out.append(s, at, m.start());
            m.group().chars().filter(c -> c == '\n').forEach(c -> out.append('\n'));
            at = m.end();
        }
        return out.append(s.substring(at)).toString();
    }
}
