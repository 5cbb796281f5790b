package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.l10n.Catalog;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One order notation across the rulebook, the player aid, the order sheets and the validator:
 * every order the rulebook prints (inline, and in its examples' data) and every example of the aid
 * and the sheets, in both languages, is read by the validator's order reader, and the order it reads
 * is written back in the notation — {@code A Par H}, {@code A Par – Bur}, {@code A Mar S A Par – Bur},
 * {@code F Eng C A Lon – Bel}, {@code A Mun D}, {@code B F StP/nc} — exactly as the text has it.
 */
class BookNotationTest {
    /** An order in the book: the optional power letter, a unit (or a build) and at least one more word. */
    private static final Pattern ORDER_CODE =
            Pattern.compile("^(?:([A-Z]): )?((?:B |Remove |Odstranit )?[AF] \\S+(?: .+)?)$");

    private static final Pattern ADJUSTMENT = Pattern.compile("^(B|Remove|Odstranit) ");
    /** Only movement is convoyed: "F Eng C A Lon S A Pic – Bre" is the book's example of a void order. */
    private static final Pattern VOID = Pattern.compile(" C A \\w+ S ");

    private static final Pattern CODE = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern EXAMPLE = Pattern.compile("(?s)```example[^\n]*\n(.*?)```");
    private static final Pattern EXAMPLE_ORDERS = Pattern.compile("(?m)^orders: \\[(.*)]$");
    /** An order inside the aid's and sheets' prose: a unit and what it does, up to a separator. */
    private static final Pattern PROSE_ORDER = Pattern.compile(
            "(?:B )?[AF] [A-Z][A-Za-z]{2}(?:/[a-z]{2})?(?: (?:H|D|– [A-Z]\\w+|[SC] [AF] [A-Z]\\w+(?: – [A-Z]\\w+)?))?");

    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    void everyOrderOfTheBookIsReadAsWritten(String lang) throws IOException {
        String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
        List<String> faults = new ArrayList<>();
        int read = 0;
        Matcher c = CODE.matcher(md.replaceAll("(?s)```.*?```", ""));
        while (c.find()) {
            Matcher o = ORDER_CODE.matcher(c.group(1));
            if (!o.matches() || o.group(2).split(" ").length < 3) continue; // a file name, a letter, a bare unit
            read++;
            if (VOID.matcher(o.group(2)).find()) {
                // The book's example of an illegal order, a convoy of a support: the reader must not make an order of
                // it.
                ParsedLine p =
                        StandardMap.parser().parseOne(o.group(2), new OrderContext(Phase.MOVEMENT, "france", null));
                if (p instanceof ParsedOrder po)
                    faults.add(o.group(2) + ": void in the book, read as " + notation(po.order()));
                continue;
            }
            check(
                    o.group(1),
                    o.group(2),
                    ADJUSTMENT.matcher(o.group(2)).find() ? Phase.ADJUSTMENT : Phase.MOVEMENT,
                    faults);
        }
        Matcher fence = EXAMPLE.matcher(md);
        while (fence.find()) {
            Matcher e = EXAMPLE_ORDERS.matcher(fence.group(1));
            if (!e.find()) continue;
            Phase phase = fence.group(1).contains("phase: retreat") ? Phase.RETREAT : Phase.MOVEMENT;
            for (String q : e.group(1).split(",")) {
                Matcher o = ORDER_CODE.matcher(q.strip().replaceAll("^\"|\"$", ""));
                if (!o.matches()) {
                    faults.add("not an order: " + q);
                    continue;
                }
                read++;
                check(o.group(1), o.group(2), ADJUSTMENT.matcher(o.group(2)).find() ? Phase.ADJUSTMENT : phase, faults);
            }
        }
        assertTrue(read > 60, "orders found in the " + lang + " rulebook: " + read);
        assertEquals(List.of(), faults);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    void everyOrderOfTheAidAndTheSheetsIsReadAsWritten(String lang) {
        Catalog strings = StandardMap.game().strings();
        List<String> faults = new ArrayList<>();
        Map<String, Class<? extends Order>> kinds = Map.of(
                "hold",
                Order.Hold.class,
                "move",
                Order.Move.class,
                "support_hold",
                Order.SupportHold.class,
                "support_move",
                Order.SupportMove.class,
                "convoy",
                Order.Convoy.class,
                "move_convoy",
                Order.Move.class,
                "retreat",
                Order.Retreat.class,
                "disband",
                Order.Disband.class,
                "build",
                Order.Build.class,
                "remove",
                Order.Remove.class);
        kinds.forEach((kind, type) -> {
            String text = strings.text(lang, "player_aid.example." + kind);
            Phase phase = kind.equals("retreat") || kind.equals("disband")
                    ? Phase.RETREAT
                    : kind.equals("build") || kind.equals("remove") ? Phase.ADJUSTMENT : Phase.MOVEMENT;
            Order o = check(null, text, phase, faults);
            if (o != null && !type.isInstance(o))
                faults.add(text + ": read as " + o.getClass().getSimpleName() + ", the aid says " + kind);
            if (o instanceof Order.Move m && m.viaConvoy() != kind.equals("move_convoy"))
                faults.add(text + ": via convoy read as " + m.viaConvoy());
        });
        int read = 0;
        for (String key : List.of("order_sheet.notation", "order_sheet.retreat_hint", "sheet.hint")) {
            Matcher m = PROSE_ORDER.matcher(strings.text(lang, key));
            while (m.find()) {
                read++;
                check(null, m.group(), key.contains("retreat") ? Phase.RETREAT : Phase.MOVEMENT, faults);
            }
        }
        assertTrue(read >= 10, "orders found in the sheets' notes: " + read);
        assertEquals(List.of(), faults);
    }

    /** Reads one order and holds its written form to the notation; the order read, or null (a fault added). */
    private static Order check(String letter, String text, Phase phase, List<String> faults) {
        String power = letter == null
                ? "france"
                : StandardMap.game().map().powers().stream()
                        .filter(p -> p.letter() == letter.charAt(0))
                        .map(Power::id)
                        .findFirst()
                        .orElseThrow();
        ParsedLine p = StandardMap.parser().parseOne(text, new OrderContext(phase, power, null));
        if (!(p instanceof ParsedOrder o)) {
            faults.add(text + ": not read as an order (" + p + ")");
            return null;
        }
        String written = notation(o.order());
        // A foreign unit is named by its power ("S Russian A War – Pru"); the notation leaves the power out, so does
        // the comparison.
        String compared = text.replaceAll(" (\\p{Lu}\\p{Ll}+|\\p{Ll}+[áí]) ([AF] )", " $2")
                .replaceAll(" (via convoy|přepravou)$", "")
                .replaceFirst("^(Remove|Odstranit) ", "");
        if (!compared.equals(written)) faults.add("\"" + text + "\" is read as " + written);
        return o.order();
    }

    /** The order in the one notation of the book, the aid and the sheets. */
    static String notation(Order o) {
        String u = o.unit() == null ? "" : o.type().letter() + " " + abbr(o.unit());
        if (o instanceof Order.Hold) return u + " H";
        if (o instanceof Order.Move m) return u + " – " + abbr(m.to());
        if (o instanceof Order.SupportHold s)
            return u + " S " + letter(s.supportedType()) + abbr(Location.parse(s.supported()));
        if (o instanceof Order.SupportMove s)
            return u + " S " + letter(s.supportedType()) + abbr(Location.parse(s.from())) + " – "
                    + abbr(Location.parse(s.to()));
        if (o instanceof Order.Convoy c)
            return u + " C A " + abbr(Location.parse(c.from())) + " – " + abbr(Location.parse(c.to()));
        if (o instanceof Order.Retreat r) return u + " – " + abbr(r.to());
        if (o instanceof Order.Disband) return u + " D";
        if (o instanceof Order.Build) return "B " + u;
        if (o instanceof Order.Remove) return u;
        return o.toString();
    }

    /** "A " or "F ", nothing when the order leaves the supported unit's type out. */
    private static String letter(UnitType t) {
        return t == null ? "" : t.letter() + " ";
    }

    private static String abbr(Location l) {
        String a = StandardMap.game().map().province(l.province()).abbr();
        return l.hasCoast() ? a + "/" + l.coast() : a;
    }
}
