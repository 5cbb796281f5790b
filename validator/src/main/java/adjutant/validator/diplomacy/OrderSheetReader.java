package adjutant.validator.diplomacy;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.data.TextLimit;
import adjutant.engine.data.YamlFiles;
import adjutant.engine.diplomacy.DipMap;
import adjutant.engine.diplomacy.DiplomacyGame;
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
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Reads order sheets: text files in UTF-8, one order per line, {@code #} comments and blank
 * lines ignored. The first line with text is a header naming the power and the turn, in
 * any language of the game's data ({@link Notation}): {@code Anglie — Jaro 1901}, {@code England Spring 1901},
 * {@code Francie, podzim 1901, ústupy}, {@code Russia Fall 1901 adjustments} ("zima 1901" /
 * "winter 1901" is the adjustment phase after Fall 1901). Another header further down starts
 * another power's sheet in the same file. A folder is read as all its {@code *.txt} files in
 * name order. A file that cannot be read, is not UTF-8 or has no header is refused with
 * {@code file:line:column}, through {@link BadInputException}.
 */
public final class OrderSheetReader {
    private final NameIndex names;
    private final Notation words;
    private final DipMap map;

    public OrderSheetReader(DiplomacyGame game) {
        this(game.map(), Notation.of(game.strings()));
    }

    public OrderSheetReader(DipMap map, Notation words) {
        this.words = words;
        this.map = map;
        this.names = new NameIndex(map, words);
    }

    /** Every sheet in the given files and folders; all problems of all files are reported together. */
    public List<OrderSheet> read(List<Path> paths) {
        List<Problem> problems = new ArrayList<>();
        List<OrderSheet> out = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    List<Path> files = s.filter(
                                    f -> f.getFileName().toString().endsWith(".txt") && Files.isRegularFile(f))
                            .sorted()
                            .toList();
                    if (files.isEmpty())
                        problems.add(new Problem(p.toString(), 0, 0, "no order sheets (*.txt) in this folder"));
                    for (Path f : files) out.addAll(readFile(f, problems));
                } catch (IOException e) {
                    problems.add(new Problem(p.toString(), 0, 0, "cannot list the folder: " + e.getMessage()));
                }
            } else {
                out.addAll(readFile(p, problems));
            }
        }
        if (!problems.isEmpty()) throw new BadInputException(problems);
        return out;
    }

    private List<OrderSheet> readFile(Path file, List<Problem> problems) {
        String shown = file.toString();
        String text;
        try {
            if (!Files.isRegularFile(file)) {
                problems.add(new Problem(shown, 0, 0, "file not found"));
                return List.of();
            }
            if (Files.size(file) > YamlFiles.MAX_BYTES) { // like a data file: no sheet comes near it
                problems.add(new Problem(
                        shown,
                        0,
                        0,
                        "file is " + Files.size(file) + " bytes, more than the " + YamlFiles.MAX_BYTES + " allowed"));
                return List.of();
            }
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (CharacterCodingException e) {
            problems.add(new Problem(shown, 0, 0, "not UTF-8 text (save the sheet as UTF-8)"));
            return List.of();
        } catch (IOException e) {
            problems.add(new Problem(shown, 0, 0, "cannot read: " + e.getMessage()));
            return List.of();
        }
        return parse(text, shown, problems);
    }

    /** Parses the text of one file named {@code shown}; problems are added to {@code problems}. */
    List<OrderSheet> parse(String text, String shown, List<Problem> problems) {
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        String[] lines = text.split("\r\n|\r|\n", -1);
        List<OrderSheet> out = new ArrayList<>();
        SheetHeader header = null;
        int headerLine = 0;
        List<OrderSheet.Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String raw = lines[i];
            int hash = raw.indexOf('#');
            String s = (hash >= 0 ? raw.substring(0, hash) : raw).stripTrailing();
            if (s.isBlank()) continue;
            if (s.length() > TextLimit.ORDER_LINE.max()) {
                problems.add(TextLimit.ORDER_LINE.problem(
                        shown, i + 1, s.length() - s.stripLeading().length() + 1, null, s.length()));
                continue;
            }
            SheetHeader h = SheetHeader.read(s, names, words);
            if (h != null) {
                if (header != null) out.add(sheet(shown, headerLine, header, body));
                header = h;
                headerLine = i + 1;
                body = new ArrayList<>();
            } else if (header == null) {
                int col = s.length() - s.stripLeading().length() + 1;
                problems.add(new Problem(
                        shown,
                        i + 1,
                        col,
                        "expected a header naming the power and the turn, e.g. '" + exampleHeader()
                                + "', before the orders; found '" + s.strip() + "'" + LookAlike.inLine(s)));
                return List.of();
            } else {
                body.add(new OrderSheet.Line(i + 1, s));
            }
        }
        if (header == null) {
            problems.add(new Problem(
                    shown, 1, 1, "empty sheet: expected a header such as '" + exampleHeader() + "' and the orders"));
            return List.of();
        }
        out.add(sheet(shown, headerLine, header, body));
        return out;
    }

    private static OrderSheet sheet(String file, int line, SheetHeader h, List<OrderSheet.Line> body) {
        return new OrderSheet(file, line, h.power(), h.season(), h.year(), h.phase(), body);
    }

    /** What a header line says. */
    record SheetHeader(String power, Season season, int year, Phase phase) {
        /**
         * Any year a position may have (1–9999, the position file's range; the desk takes
         * 1000–9999): one to four digits, not 0. Every line is tried as a header, so no regular
         * expression here.
         */
        static boolean isYear(String k) {
            if (k.isEmpty() || k.length() > 4 || k.charAt(0) == '0') return false;
            for (int i = 0; i < k.length(); i++) if (k.charAt(i) < '0' || k.charAt(i) > '9') return false;
            return true;
        }

        /**
         * The header a line is, or null: every word must be a power name, a season, a year
         * or a phase word, and a season and a year must be there.
         */
        static SheetHeader read(String line, NameIndex names, Notation words) {
            List<Token> toks = Lexer.tokens(line, 1);
            Tokens t = new Tokens(toks, line.length() + 1);
            Powers powers = new Powers(names);
            String power = null;
            Season season = null;
            Phase phase = null;
            boolean winter = false;
            int year = -1;
            while (!t.atEnd()) {
                Token tok = t.peek();
                if (!tok.is(Token.Kind.WORD)) {
                    if (tok.is(Token.Kind.DASH)
                            || tok.is(Token.Kind.COLON)
                            || tok.is(Token.Kind.LPAREN)
                            || tok.is(Token.Kind.RPAREN)
                            || tok.text().equals(",")) {
                        t.pos++;
                        continue;
                    }
                    return null;
                }
                int n = powers.exactLength(t, false);
                if (n > 0 && power == null) {
                    power = powers.id(t, n, false);
                    t.pos += n;
                    continue;
                }
                String k = tok.key();
                if (isYear(k) && year < 0) {
                    year = Integer.parseInt(k);
                } else if (words.season(k) != null && season == null) {
                    season = words.season(k).equals("spring") ? Season.SPRING : Season.FALL;
                } else if (words.phase(k) != null && phase == null) {
                    winter = words.phase(k).equals(Notation.WINTER);
                    phase = winter
                            ? Phase.ADJUSTMENT
                            : Phase.valueOf(words.phase(k).toUpperCase(Locale.ROOT));
                } else {
                    return null;
                }
                t.pos++;
            }
            if (winter && season == null) season = Season.FALL;
            if (season == null || year < 0) return null;
            return new SheetHeader(power, season, year, phase == null ? Phase.MOVEMENT : phase);
        }
    }

    /** A header of this map for messages: its first power in the first Spring ("England Spring 1901"). */
    private String exampleHeader() {
        return map.powers().iterator().next().name("en") + " Spring "
                + map.variant().startYear();
    }
}
