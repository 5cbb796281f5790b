package adjutant.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MapNodeTest {
    private final Problems problems = new Problems();

    private MapNode parse(String yaml) {
        return (MapNode) YamlFiles.parse(yaml, new Node.Source("f.yaml", problems));
    }

    private List<String> messages() {
        return problems.sorted().stream().map(Problem::toString).toList();
    }

    @Test
    void unknownKeyGetsASuggestion() {
        parse("id: x\nnmae: y\n").allowOnly("id", "name");
        assertEquals(
                List.of("f.yaml:2:1: unknown key 'nmae', expected one of id, name; did you mean 'name'?"), messages());
    }

    @Test
    void missingFieldIsReportedAtTheMap() {
        MapNode m = parse("a:\n  id: x\n").map("a");
        assertEquals("", m.text("name"));
        assertEquals(List.of("f.yaml:2:3: missing 'name' (text)"), messages());
    }

    @Test
    void wrongTypeAndRangeAreReportedAtTheValue() {
        MapNode m = parse("dp: many\nspeed: 9\nok: 3\n");
        assertEquals(0, m.integer("dp", 0, 6));
        assertEquals(1, m.integer("speed", 1, 6));
        assertEquals(3, m.integer("ok", 1, 6));
        assertEquals(
                List.of(
                        "f.yaml:1:5: 'dp' must be a whole number 0…6, found text 'many'",
                        "f.yaml:2:8: 'speed' is 9, expected 1…6"),
                messages());
    }

    @Test
    void choiceIsCaseInsensitiveAndChecked() {
        MapNode m = parse("a: Sea\nb: lake\n");
        assertEquals("sea", m.choice("a", "land", "coast", "sea"));
        assertEquals("land", m.choice("b", "land", "coast", "sea"));
        assertEquals(
                List.of("f.yaml:2:4: 'lake' is not allowed for 'b', expected one of land, coast, sea"), messages());
    }

    @Test
    void duplicateIdsInAList() {
        MapNode m = parse("ships:\n  - id: fuji\n  - id: asama\n  - id: fuji\n");
        MapNode.checkUnique(m.list("ships").maps(), "id", "ship");
        assertEquals(List.of("f.yaml:4:5: duplicate ship 'fuji' (first defined at line 2)"), messages());
    }

    @Test
    void listsAcceptALoneValueAndReportNonScalars() {
        MapNode m = parse("one: x\nmany: [a, b]\nbad: [a, {b: c}]\n");
        assertEquals(List.of("x"), m.texts("one"));
        assertEquals(List.of("a", "b"), m.texts("many"));
        assertEquals(List.of("a"), m.texts("bad"));
        assertTrue(
                messages().get(0).startsWith("f.yaml:3:10: expected a single value"),
                messages().toString());
    }

    @Test
    void suggestFindsTyposButNotStrangers() {
        assertEquals(
                "burgundy",
                Suggest.closest("burgandy", List.of("burgundy", "belgium")).orElseThrow());
        assertTrue(Suggest.closest("xyz", List.of("burgundy", "belgium")).isEmpty());
        assertEquals(1, Suggest.distance("ab", "ba"));
    }
}
