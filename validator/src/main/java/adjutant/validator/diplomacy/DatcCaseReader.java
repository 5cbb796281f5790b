package adjutant.validator.diplomacy;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Season;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads DATC case files in the jDip text format: {@code CASE id (title)}, then sections
 * {@code PRESTATE_SETPHASE Spring 1901, Movement}, {@code PRESTATE}, {@code PRESTATE_DISLODGED},
 * {@code PRESTATE_SUPPLYCENTER_OWNERS}, {@code PRESTATE_RESULTS}, {@code ORDERS},
 * {@code POSTSTATE}, {@code POSTSTATE_DISLODGED}, {@code POSTSTATE_SAME}, ended by {@code END}.
 * {@code #} starts a comment anywhere; CRLF line ends are accepted; {@code VARIANT_ALL} is
 * skipped. A case without PRESTATE_SETPHASE is Spring 1901, Movement. Anything else is
 * reported as {@code file:line:column} through {@link BadInputException}.
 *
 * <p>Adjutant's extension for the games for fewer players (each a one-line keyword inside a
 * case; documented in {@code validator/src/test/resources/diplomacy/datc/README.md}):
 * {@code SETUP id} seats the players as the map's setup {@code id} does (neutral powers,
 * impassable provinces, a player's centres to win, the coin toss); {@code PRESTATE_COIN_TOSS who}
 * records the toss's winner (a player or one of its powers); {@code POSTSTATE_NEUTRAL powers…|none}
 * and {@code POSTSTATE_WINNER who|none} say who is neutral and who has won after the phase.
 */
public final class DatcCaseReader {
    private static final Pattern PHASE =
            Pattern.compile("(?i)(spring|fall)\\s+(\\d{1,4})\\s*,?\\s*(movement|retreat|adjustment)");
    private static final Set<String> SECTIONS = Set.of(
            "PRESTATE",
            "PRESTATE_DISLODGED",
            "PRESTATE_SUPPLYCENTER_OWNERS",
            "PRESTATE_RESULTS",
            "ORDERS",
            "POSTSTATE",
            "POSTSTATE_DISLODGED");

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private DatcCaseReader() {}

    /** Whether the line starts with a keyword: three or more of A–Z and "_", up to a space or the end. */
    private static boolean isKeyword(String s) {
        int i = 0;
        while (i < s.length() && (s.charAt(i) >= 'A' && s.charAt(i) <= 'Z' || s.charAt(i) == '_')) i++;
        return i >= 3 && (i == s.length() || Character.isWhitespace(s.charAt(i)));
    }

    public static List<DatcCase> read(Path file) {
        String shown = file.toString();
        String text;
        try {
            byte[] bytes = Files.readAllBytes(file);
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new BadInputException(new Problem(shown, 0, 0, "not UTF-8 text"));
        } catch (IOException e) {
            throw new BadInputException(new Problem(shown, 0, 0, "cannot read: " + e.getMessage()));
        }
        return parse(text, shown);
    }

    /** Parses the text of a case file named {@code shown} in problems. */
    public static List<DatcCase> parse(String text, String shown) {
        List<Problem> problems = new ArrayList<>();
        List<DatcCase> cases = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Builder b = null;
        String section = null;
        int no = 0;
        for (int at = 0, n = text.length(); at <= n; ) {
            // lines end with \n, \r\n or \r (split by hand: a regular expression over a large file costs)
            int end = at;
            while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') end++;
            String raw = text.substring(at, end);
            at = end < n && text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n' ? end + 2 : end + 1;
            no++;
            int hash = raw.indexOf('#');
            String s = (hash >= 0 ? raw.substring(0, hash) : raw).strip();
            if (s.isEmpty()) continue;
            int col = raw.indexOf(s.charAt(0)) + 1;
            // Keywords start a line and are upper case; section content is indented. (Scanned by
            // hand, not by regular expressions: a large file has tens of thousands of lines.)
            boolean keyword = !Character.isWhitespace(raw.charAt(0)) && isKeyword(s);
            if (!keyword) {
                if (b == null || section == null) {
                    problems.add(new Problem(
                            shown,
                            no,
                            col,
                            "text outside a section: '" + s + "' (expected CASE, a section keyword or END)"));
                } else {
                    b.sections.get(section).add(new DatcCase.Line(no, s));
                }
                continue;
            }
            int wordEnd = 0;
            while (wordEnd < s.length() && !Character.isWhitespace(s.charAt(wordEnd))) wordEnd++;
            String word = s.substring(0, wordEnd);
            String rest = s.substring(wordEnd).strip();
            switch (word) {
                case "VARIANT_ALL", "VARIANT" -> {}
                case "CASE" -> {
                    if (b != null)
                        problems.add(
                                new Problem(shown, b.line, 1, "case '" + b.id + "' has no END before the next CASE"));
                    b = new Builder(no);
                    section = null;
                    String id = WHITESPACE.split(rest, 2)[0];
                    if (id.isEmpty()) problems.add(new Problem(shown, no, col, "CASE without an id"));
                    while (id.endsWith(".")) id = id.substring(0, id.length() - 1);
                    String unique = id;
                    for (int k = 2; !seen.add(unique); k++) unique = id + " (" + k + ")";
                    b.id = unique;
                    String title = rest.length() > id.length()
                            ? rest.substring(rest.indexOf(' ') + 1).strip()
                            : "";
                    if (title.startsWith("(") && title.endsWith(")")) title = title.substring(1, title.length() - 1);
                    b.title = title.startsWith(".") ? "" : title;
                }
                case "END" -> {
                    if (b == null) {
                        problems.add(new Problem(shown, no, col, "END without CASE"));
                    } else {
                        cases.add(b.build(shown));
                    }
                    b = null;
                    section = null;
                }
                case "PRESTATE_SETPHASE" -> {
                    if (b == null) {
                        problems.add(new Problem(shown, no, col, "PRESTATE_SETPHASE outside a case"));
                        continue;
                    }
                    Matcher m = PHASE.matcher(rest);
                    if (!m.matches()) {
                        problems.add(new Problem(
                                shown,
                                no,
                                col + word.length() + 1,
                                "expected 'Spring|Fall YEAR, Movement|Retreat|Adjustment', found '" + rest + "'"));
                        continue;
                    }
                    b.season = m.group(1).equalsIgnoreCase("spring") ? Season.SPRING : Season.FALL;
                    b.year = Integer.parseInt(m.group(2));
                    b.phase = Phase.valueOf(m.group(3).toUpperCase(Locale.ROOT));
                    section = null;
                }
                case "SETUP", "PRESTATE_COIN_TOSS", "POSTSTATE_NEUTRAL", "POSTSTATE_WINNER" -> {
                    if (b == null) {
                        problems.add(new Problem(shown, no, col, word + " outside a case"));
                    } else if (rest.isEmpty()) {
                        problems.add(new Problem(shown, no, col + word.length(), word + " needs a value"));
                    } else {
                        String v = rest.toLowerCase(Locale.ROOT);
                        switch (word) {
                            case "SETUP" -> {
                                b.setup = v;
                                b.setupLine = no;
                            }
                            case "PRESTATE_COIN_TOSS" -> b.coinToss = v;
                            case "POSTSTATE_NEUTRAL" ->
                                b.neutralAfter = v.equals("none") ? List.of() : List.of(WHITESPACE.split(v));
                            default -> b.winnerAfter = v;
                        }
                    }
                    section = null;
                }
                case "POSTSTATE_SAME" -> {
                    if (b == null) problems.add(new Problem(shown, no, col, "POSTSTATE_SAME outside a case"));
                    else b.same = true;
                    section = null;
                }
                default -> {
                    if (!SECTIONS.contains(word)) {
                        problems.add(new Problem(shown, no, col, "unknown keyword '" + word + "'"));
                    } else if (b == null) {
                        problems.add(new Problem(shown, no, col, word + " outside a case"));
                    } else {
                        section = word;
                    }
                }
            }
        }
        if (b != null) problems.add(new Problem(shown, b.line, 1, "case '" + b.id + "' has no END"));
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return cases;
    }

    private static final class Builder {
        final int line;
        String id = "";
        String title = "";
        Season season = Season.SPRING;
        int year = 1901;
        Phase phase = Phase.MOVEMENT;
        boolean same;
        String setup;
        int setupLine;
        String coinToss;
        List<String> neutralAfter;
        String winnerAfter;
        final Map<String, List<DatcCase.Line>> sections = new LinkedHashMap<>();

        Builder(int line) {
            this.line = line;
            for (String s : SECTIONS) sections.put(s, new ArrayList<>());
        }

        DatcCase build(String file) {
            return new DatcCase(
                    id,
                    title,
                    file,
                    line,
                    season,
                    year,
                    phase,
                    sections.get("PRESTATE"),
                    sections.get("PRESTATE_DISLODGED"),
                    sections.get("PRESTATE_SUPPLYCENTER_OWNERS"),
                    sections.get("PRESTATE_RESULTS"),
                    sections.get("ORDERS"),
                    sections.get("POSTSTATE"),
                    sections.get("POSTSTATE_DISLODGED"),
                    same,
                    new DatcCase.Seats(setup, setupLine, coinToss, neutralAfter, winnerAfter));
        }
    }
}
