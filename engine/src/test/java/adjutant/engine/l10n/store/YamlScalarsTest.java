package adjutant.engine.l10n.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.Problems;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class YamlScalarsTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "Board",
                "Podpora je přerušena.",
                "yes",
                "No",
                "on",
                "null",
                "~",
                "12",
                "1:20",
                "0x1F",
                "3.5",
                "{unit} moves",
                "- dash",
                "key: value",
                "a #b",
                "ends:",
                " lead",
                "trail ",
                "\"quoted\"",
                "it's",
                "back\\slash",
                "tab\there",
                "line\nbreak",
                "two\nlines\n",
                "three\n\nwith blank",
                "many\n\n\n",
                "\nstarts with break",
                "  indented\nblock",
                "control\u0007char",
                "@at",
                "`tick",
                "%pct",
                "=",
                "<<",
                "[→](#sk.support)",
                "Ünïcödé ✓ 𝄞"
            })
    void everyStringReadsBackTheSame(String s) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("k", s);
        m.put("group.inner", s);
        String yaml = YamlTreeWriter.write(m, List.of("header"));
        Problems p = new Problems();
        I18nFile f = I18nFile.parse(yaml, "t.yaml", p);
        assertTrue(p.isEmpty(), p.sorted() + "\n" + yaml);
        assertEquals(m, f.strings(), yaml);
    }

    @Test
    void styleIsPlainWhenSafeLiteralForLinesQuotedOtherwise() {
        assertEquals(" Board", YamlScalars.value("Board", 0));
        assertEquals(" \"yes\"", YamlScalars.value("yes", 0));
        assertEquals(" \"{unit} moves\"", YamlScalars.value("{unit} moves", 0));
        assertEquals(" |-\n    one\n\n    two", YamlScalars.value("one\n\ntwo", 2));
        assertEquals(" \"a\\tb\"", YamlScalars.value("a\tb", 0));
    }
}
