package adjutant.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class YamlFilesTest {
    private final Problems problems = new Problems();
    private final Node.Source src = new Node.Source("data/x/map.yaml", problems);

    @Test
    void nodesKeepLineAndColumn() {
        MapNode m = (MapNode) YamlFiles.parse("id: par\nname:\n  cs: Paříž\n  en: Paris\nsize: 3\n", src);
        assertEquals(1, m.get("id").line());
        assertEquals(5, m.get("id").column());
        MapNode name = m.map("name");
        assertEquals("Paříž", name.text("cs"));
        assertEquals(3, name.get("cs").line());
        assertEquals(3, m.integer("size", 0, 9));
        assertTrue(problems.isEmpty(), problems.sorted().toString());
    }

    @Test
    void duplicateKeysAreReportedAtTheSecond() {
        YamlFiles.parse("a: 1\nb: 2\na: 3\n", src);
        assertEquals(
                "data/x/map.yaml:3:1: duplicate key 'a' (first at line 1)",
                problems.sorted().get(0).toString());
    }

    @Test
    void aliasesAreRefused() {
        Node n = YamlFiles.parse("a: &x [1, 2]\nb: *x\n", src);
        assertNull(n);
        assertEquals(1, problems.size());
        assertTrue(
                problems.sorted().get(0).message().contains("alias"),
                problems.sorted().toString());
    }

    @Test
    void billionLaughsIsRefusedQuickly() {
        StringBuilder y =
                new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        for (char c = 'b'; c <= 'j'; c++) {
            char p = (char) (c - 1);
            y.append(c)
                    .append(": &")
                    .append(c)
                    .append(" [*")
                    .append(p)
                    .append(",*")
                    .append(p)
                    .append(",*")
                    .append(p)
                    .append(",*")
                    .append(p)
                    .append(",*")
                    .append(p)
                    .append(",*")
                    .append(p)
                    .append("]\n");
        }
        assertNull(YamlFiles.parse(y.toString(), src));
        assertEquals(1, problems.size());
    }

    @Test
    void malformedYamlNamesLineAndColumn() {
        assertNull(YamlFiles.parse("a: [1, 2\nb: 3\n", src));
        Problem p = problems.sorted().get(0);
        assertEquals("data/x/map.yaml", p.file());
        assertTrue(p.line() >= 1 && p.column() >= 1, p.toString());
        assertTrue(p.message().startsWith("malformed YAML"), p.message());
    }

    @Test
    void oversizedFilesAreRefusedBeforeParsing(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("big.yaml");
        Files.write(big, new byte[(int) YamlFiles.MAX_BYTES + 1]);
        assertNull(YamlFiles.read(big, "data/x/big.yaml", problems));
        assertTrue(
                problems.sorted().get(0).message().contains("more than"),
                problems.sorted().toString());
    }

    @Test
    void missingFileIsAProblemNotAnException(@TempDir Path dir) {
        assertNull(YamlFiles.read(dir.resolve("nope.yaml"), "data/x/nope.yaml", problems));
        assertEquals(
                "data/x/nope.yaml: file not found", problems.sorted().get(0).toString());
    }

    @Test
    void scalarTypesFollowYaml() {
        MapNode m = (MapNode) YamlFiles.parse("i: 4\nf: 0.5\nb: true\ns: '4'\nn: ~\n", src);
        assertEquals(ScalarNode.Type.INT, ((ScalarNode) m.get("i")).type());
        assertEquals(ScalarNode.Type.FLOAT, ((ScalarNode) m.get("f")).type());
        assertEquals(ScalarNode.Type.BOOLEAN, ((ScalarNode) m.get("b")).type());
        assertEquals(ScalarNode.Type.STRING, ((ScalarNode) m.get("s")).type());
        assertInstanceOf(ScalarNode.class, m.get("n"));
        assertTrue(((ScalarNode) m.get("n")).isNull());
    }
}
