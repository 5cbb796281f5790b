package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class InlineCodesTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "{unit} moves to {area}",
                "{count, plural, one {# ship} few {{unit} lodě} other {# ships}}",
                "A [[support|supporting]] unit, see [→](#sk.support) and [[army]].",
                "unbalanced { brace",
                "{n, plural, one {x}",
                "[not a link] (nor this)",
                "{n, number} of {total}",
                "{n, select, male {he} other {they}} left"
            })
    void tokensGiveTheTextBackExactly(String s) {
        StringBuilder sb = new StringBuilder();
        InlineCodes.tokens(s).forEach(t -> sb.append(t.raw()));
        assertEquals(s, sb.toString());
    }

    @Test
    void pluralBranchesAreTextButPlaceholdersInsideThemAreCodes() {
        String s = "{count, plural, one {ship} other {{count} ships of {side}}}";
        List<InlineToken> t = InlineCodes.tokens(s);
        InlineToken.Branches b = assertInstanceOf(InlineToken.Branches.class, t.get(0));
        assertEquals(List.of("{count, plural, one {", "} other {", "}}"), b.syntax());
        assertEquals(List.of(new InlineToken.Text("ship")), b.branches().get(0));
        assertEquals(List.of("{count}", "{side}"), InlineCodes.placeholders(s));
        assertEquals("ship ships of", InlineCodes.visibleText(s).strip().replaceAll("\\s+", " "));
    }

    @Test
    void marksAndLinksAreFound() {
        String s = "Give [[support|support]] ([→](#sk.support)); [[army]] [x](https://example.org/a)";
        assertEquals(List.of("support", "army"), InlineCodes.termMarks(s));
        assertEquals(List.of("#sk.support", "https://example.org/a"), InlineCodes.links(s));
        assertEquals(3, WordCount.count(s)); // Give, support, x: a mark without text and link targets are no words
    }
}
