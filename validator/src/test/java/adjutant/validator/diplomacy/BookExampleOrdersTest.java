package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.MovementResult;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.Power;
import adjutant.engine.diplomacy.Reason;
import adjutant.engine.diplomacy.Season;
import adjutant.engine.diplomacy.Unit;
import adjutant.engine.diplomacy.UnitType;
import adjutant.engine.diplomacy.Verdict;
import adjutant.engine.diplomacy.adjudication.Adjudicator;
import adjutant.generator.KitFile;
import adjutant.generator.KitRequest;
import adjutant.generator.diplomacy.ExampleMaps;
import adjutant.generator.layout.Paper;
import adjutant.generator.layout.PrintProfile;
import adjutant.generator.rulebook.ExampleFigures;
import adjutant.generator.rulebook.Rulebooks;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every example of the Diplomacy book lists its orders, and they teach what the caption says: the
 * lists are read back from the finished PDF (each power's name and its orders), must be exactly the
 * example's orders, each read by the validator's order reader and written in the book's notation;
 * adjudicated by the engine from the example's units, the orders that fail and the units dislodged
 * are those the example's {@code result:} states — the caption's outcome as data, the same in every
 * language — and the orders the book underlines as failing are those.
 */
class BookExampleOrdersTest {
    private static final Pattern EXAMPLE = Pattern.compile("(?s)```example id=(\\S+)\\n(.*?)\\n```");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final String P = "[A-Z][A-Za-z]{2}(?:/[a-z]{2})?";
    /** One order as the book prints it in a list. */
    private static final String ORDER =
            "(?:B )?[AF] " + P + "(?: (?:H|D|– " + P + "|[SC] [AF] " + P + "(?: – " + P + ")?))?";

    private static final Pattern NEXT = Pattern.compile(" ?(" + ORDER + ")(?= |$)");

    @ParameterizedTest
    @ValueSource(strings = {"en", "cs"})
    void everyExampleListsItsOrdersAndTheyGiveTheStatedOutcome(String lang) throws IOException {
        Map<String, Map<String, Object>> examples = examples(lang);
        List<Power> powers = List.copyOf(StandardMap.game().map().powers());
        String names = String.join(
                "|", powers.stream().map(p -> Pattern.quote(p.name(lang))).toList());
        Pattern listed = Pattern.compile("(" + names + "): ");
        List<String> printed = printedExamples(lang);
        assertEquals(examples.size(), printed.size(), lang + ": examples in the PDF");
        ExampleFigures.Drawer drawer = new ExampleMaps()
                .open(
                        Games.home(),
                        KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null)
                                .templates());
        List<String> faults = new ArrayList<>();
        int n = 0, checked = 0;
        for (Map.Entry<String, Map<String, Object>> e : examples.entrySet()) {
            String id = e.getKey(), text = printed.get(n++).replaceAll("[\\s\u00a0]+", " ");
            Map<String, Object> data = e.getValue();
            List<String> orders = strings(data.get("orders"));
            // what the page prints: "Power: order, order" (under a figure) or one order a line (beside it)
            List<String> found = new ArrayList<>();
            for (Matcher m = listed.matcher(text); m.find(); ) {
                char letter = powers.stream()
                        .filter(p -> p.name(lang).equals(m.group(1)))
                        .findFirst()
                        .orElseThrow()
                        .letter();
                // the orders one after another, commas aside (an underlined order's text may come out after its comma)
                Matcher o =
                        NEXT.matcher(text.substring(m.end()).replace(",", " ").replaceAll(" +", " "));
                while (o.lookingAt()) {
                    found.add(letter + ": " + o.group(1));
                    o.region(o.end(), o.regionEnd());
                }
            }
            assertEquals(
                    new TreeSet<>(orders),
                    new TreeSet<>(found),
                    lang + " " + id + ": the orders the page lists, in: " + text);
            if (orders.isEmpty()) continue;
            Phase phase = "retreat".equals(data.get("phase"))
                    ? Phase.RETREAT
                    : "adjustment".equals(data.get("phase")) ? Phase.ADJUSTMENT : Phase.MOVEMENT;
            List<Order> read = new ArrayList<>();
            for (String o : orders) {
                String power = power(o.substring(0, 1)).id(), written = o.substring(3);
                ParsedLine p = StandardMap.parser().parseOne(written, new OrderContext(phase, power, null));
                if (!(p instanceof ParsedOrder po)) {
                    faults.add(id + ": \"" + written + "\" not read as an order: " + p);
                    continue;
                }
                if (!BookNotationTest.notation(po.order()).equals(written))
                    faults.add(id + ": \"" + written + "\" read as " + BookNotationTest.notation(po.order()));
                read.add(po.order());
            }
            if (phase != Phase.MOVEMENT) continue;
            // the caption's outcome, as data: the orders that fail and the units dislodged
            Map<?, ?> result = (Map<?, ?>) data.get("result");
            if (result == null) {
                faults.add(id + ": no result: stated; the engine gives " + resolved(units(data), read));
                continue;
            }
            checked++;
            Map<String, List<String>> engine = resolved(units(data), read);
            assertEquals(
                    new TreeSet<>(strings(result.get("fails"))),
                    new TreeSet<>(engine.get("fails")),
                    lang + " " + id + ": the orders that fail");
            assertEquals(
                    new TreeSet<>(strings(result.get("dislodged"))),
                    new TreeSet<>(engine.get("dislodged")),
                    lang + " " + id + ": the units dislodged");
            List<String> underlined = new ArrayList<>();
            for (ExampleFigures.PowerOrders po : drawer.orders(id, data, lang)) {
                char letter = powers.stream()
                        .filter(p -> p.name(lang).equals(po.power()))
                        .findFirst()
                        .orElseThrow()
                        .letter();
                for (ExampleFigures.Listed l : po.orders()) if (l.fails()) underlined.add(letter + ": " + l.text());
            }
            assertEquals(
                    new TreeSet<>(engine.get("fails")),
                    new TreeSet<>(underlined),
                    lang + " " + id + ": the orders underlined as failing");
        }
        assertEquals(List.of(), faults);
        assertTrue(checked > 30, "movement examples checked: " + checked);
    }

    /** The text of each example in the finished book, from its title to the next example's (or the chapter's end). */
    private static List<String> printedExamples(String lang) throws IOException {
        List<KitFile> files = Rulebooks.plan(
                "diplomacy", KitRequest.of(Games.home(), List.of(lang), PrintProfile.home(Paper.A4), null));
        String all;
        try (PDDocument doc = Loader.loadPDF(files.get(0).make().get())) {
            all = new PDFTextStripper().getText(doc);
        }
        String title =
                StandardMap.game().strings().text(lang, "rulebook.example").replace("{number}", "(\\d+)");
        Matcher m = Pattern.compile("(?m)^" + title + "$").matcher(all);
        List<Integer> starts = new ArrayList<>();
        while (m.find()) {
            assertEquals(starts.size() + 1, Integer.parseInt(m.group(1)), lang + ": examples numbered in order");
            starts.add(m.start());
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++)
            out.add(all.substring(starts.get(i), i + 1 < starts.size() ? starts.get(i + 1) : all.length()));
        return out;
    }

    /** The orders that fail ("G: A Bur H") and the units dislodged ("G: A Bur"), as the engine resolves them. */
    private static Map<String, List<String>> resolved(List<Unit> units, List<Order> orders) {
        MovementResult r = Adjudicator.movement(
                StandardMap.game().map(),
                new Position(Season.SPRING, 1901, Phase.MOVEMENT, units, Map.of(), List.of()),
                orders);
        List<String> fails = new ArrayList<>(), dislodged = new ArrayList<>();
        for (Verdict v : r.verdicts()) {
            String letter = StandardMap.game().map().power(v.order().power()).letter() + ": ";
            if (!v.succeeded()) fails.add(letter + BookNotationTest.notation(v.order()));
            if (v.has(Reason.Dislodged.class))
                dislodged.add(letter + v.order().type().letter() + " "
                        + abbr(v.order().unit()));
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        out.put("fails", fails);
        out.put("dislodged", dislodged);
        return out;
    }

    private static String abbr(Location l) {
        String a = StandardMap.game().map().province(l.province()).abbr();
        return l.hasCoast() ? a + "/" + l.coast() : a;
    }

    private static List<Unit> units(Map<String, Object> data) {
        List<Unit> out = new ArrayList<>();
        for (String u : strings(data.get("units"))) {
            String[] w = u.substring(3).split(" ");
            ParsedLine p = StandardMap.parser()
                    .parseOne(
                            w[0] + " " + w[1] + " H",
                            new OrderContext(
                                    Phase.MOVEMENT, power(u.substring(0, 1)).id(), null));
            Order o = ((ParsedOrder) p).order();
            out.add(new Unit(UnitType.ofLetter(w[0].charAt(0)), o.power(), o.unit()));
        }
        return out;
    }

    private static Power power(String letter) {
        return StandardMap.game().map().powers().stream()
                .filter(p -> p.letter() == letter.charAt(0))
                .findFirst()
                .orElseThrow();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> examples(String lang) throws IOException {
        String md = Files.readString(Games.home().resolve("data/diplomacy/rules/" + lang + ".md"));
        Map<String, Map<String, Object>> out = new LinkedHashMap<>();
        for (Matcher m = EXAMPLE.matcher(md); m.find(); )
            out.put(m.group(1), YAML.readValue(m.group(2), LinkedHashMap.class));
        return out;
    }

    private static List<String> strings(Object o) {
        return o instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of();
    }
}
