package adjutant.engine.l10n.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.data.Problems;
import java.util.List;
import org.junit.jupiter.api.Test;

class RulesDocTest {
    private static final String DOC = """
            ---
            title: T
            lang: en
            ---

            # Game {#g}
            Intro line one
            intro line two.


            ## Orders {#g.orders}

            - hold
            - move

            ```example id=g.ex.one
            A: Army

            B: Fleet
            ```
            Last words.
            ### Untagged heading
            ```
            code
            ```
            """;

    @Test
    void blocksGetStableIdsAndTheTextOfTheirTranslatablePart() {
        Problems p = new Problems();
        RulesDoc d = RulesDoc.parse(DOC, "rules/en.md", p);
        assertTrue(p.isEmpty(), p.sorted().toString());
        List<String> ids = d.segments().stream().map(RulesBlock::id).toList();
        assertEquals(
                List.of(
                        "meta.title",
                        "g",
                        "g#1",
                        "g.orders",
                        "g.orders#1",
                        "g.ex.one",
                        "g.orders#2",
                        "g.orders#3",
                        "g.orders#4"),
                ids);
        assertEquals("Game", d.block("g").text());
        assertEquals("Intro line one\nintro line two.", d.block("g#1").text());
        assertEquals("A: Army\n\nB: Fleet", d.block("g.ex.one").text());
        assertEquals("g.orders", d.block("g.orders#3").chapter());
        assertEquals(7, d.block("g#1").line());
    }

    @Test
    void anExamplesOutcomeIsItsTextAndItsDataIsProtected() {
        String doc =
                "# A {#a}\n\n```example id=a.ex\nunits: [ \"F: A par\" ]\noutcome: >-\n  Moves to\n\n  Burgundy.\nnote: x\n```\n";
        RulesDoc d = RulesDoc.parse(doc, "x", new Problems());
        RulesBlock ex = d.block("a.ex");
        assertEquals("Moves to\n\nBurgundy.", ex.text());
        assertEquals("```example id=a.ex\nunits: [ \"F: A par\" ]\noutcome: >-\n", ex.head());
        assertEquals("\nnote: x\n```", ex.tail());
        assertEquals(doc, d.write());
        d.replace("a.ex", "Táhne\ndo Burgundska.");
        assertTrue(d.write().contains("outcome: >-\n  Táhne\n  do Burgundska.\nnote: x\n```\n"), d.write());
    }

    @Test
    void titlesInTheFrontMatterAreTextTheRestIsProtected() {
        String doc = "---\ngame: g\ntitle: Rules: the game\nsubtitle: Two players\nlang: en\n---\n\ntext\n";
        RulesDoc d = RulesDoc.parse(doc, "x", new Problems());
        assertEquals(
                List.of("meta.subtitle", "#1"),
                d.segments().stream().map(RulesBlock::id).toList(),
                "a title that is not written canonically (an unquoted ': ') is left alone");
        assertEquals(doc, d.write());
        d.replace("meta.subtitle", "Pro dva: hráče");
        assertTrue(d.write().contains("\nsubtitle: \"Pro dva: hráče\"\nlang: en\n---\n\ntext\n"), d.write());
        assertEquals(
                "---\ngame: g\ntitle: Rules: the game\nsubtitle: \"Pro dva: hráče\"\nlang: en\n---\n\n",
                d.frontMatter());
    }

    @Test
    void writingGivesTheFileBackByteForByte() {
        assertEquals(DOC, RulesDoc.parse(DOC, "x", new Problems()).write());
        String noFinalBreak = "# A {#a}\n\ntext";
        assertEquals(
                noFinalBreak, RulesDoc.parse(noFinalBreak, "x", new Problems()).write());
    }

    @Test
    void replacingKeepsHeadingIdsAndFences() {
        RulesDoc d = RulesDoc.parse(DOC, "x", new Problems());
        d.replace("g.orders", "Rozkazy");
        d.replace("g.ex.one", "A: Armáda");
        String out = d.write();
        assertTrue(out.contains("## Rozkazy {#g.orders}\n"), out);
        assertTrue(out.contains("```example id=g.ex.one\nA: Armáda\n```\n"), out);
    }

    @Test
    void insertedBlocksAreSetApartByABlankLine() {
        RulesDoc d = RulesDoc.parse("# A {#a}\n\none\n", "x", new Problems());
        d.insertAfter("a#1", new RulesBlock(RulesBlock.Kind.PROSE, "a#2", "a", 0, "", "two", "", "", 0));
        d.insertAfter(null, new RulesBlock(RulesBlock.Kind.PROSE, "#1", "", 0, "", "zero", "", "", 0));
        assertEquals("zero\n\n# A {#a}\n\none\n\ntwo\n", d.write());
    }

    @Test
    void duplicateIdsAreReportedWithBothLines() {
        Problems p = new Problems();
        RulesDoc.parse("# A {#a}\n\n# B {#a}\n", "rules/en.md", p);
        assertEquals(
                "rules/en.md:3:1: duplicate id 'a' (first at line 1)",
                p.sorted().get(0).toString());
    }
}
