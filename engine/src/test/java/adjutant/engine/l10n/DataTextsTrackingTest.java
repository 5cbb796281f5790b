package adjutant.engine.l10n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.exchange.ExchangeFormat;
import adjutant.engine.l10n.exchange.ExchangeUnit;
import adjutant.engine.l10n.exchange.TranslationWriter;
import adjutant.engine.l10n.exchange.TranslatorNotes;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The names and texts of the data files are tracked as strings are: a changed English makes every
 * translation of it fuzzy (status, export with the previous English), and {@code l10n mark}
 * confirms it again. Generated over every data text of every game.
 */
class DataTextsTrackingTest {
    @TempDir
    Path home;

    @Test
    void everyShippedTranslationOfADataTextIsConfirmedAgainstTodaysEnglish() {
        for (String game : Games.ids()) {
            GameText t = GameText.load(Games.home(), game, new Problems());
            for (String lang : t.languages()) {
                List<String> notConfirmed = t.dataUnits(lang).stream()
                        .filter(u -> u.target() != null && u.state() != UnitState.TRANSLATED)
                        .map(u -> u.id() + " " + u.state())
                        .toList();
                assertEquals(List.of(), notConfirmed, game + " " + lang);
            }
        }
    }

    @Test
    void aChangedEnglishDataTextMakesEveryTranslationFuzzyUntilMarked() throws IOException {
        for (String game : Games.ids()) {
            Path h = home.resolve(game);
            Fixture.copyGame(game, h);
            GameText before = GameText.load(h, game, new Problems());
            Map<String, String> oldEnglish = new LinkedHashMap<>();
            Map<String, List<String>> translatedIn = new LinkedHashMap<>();
            for (String lang : before.languages()) {
                for (TranslationUnit u : before.dataUnits(lang)) {
                    if (u.state() != UnitState.TRANSLATED) continue;
                    oldEnglish.put(u.id(), u.segment().source());
                    translatedIn.computeIfAbsent(lang, l -> new ArrayList<>()).add(u.id());
                }
            }
            assertTrue(oldEnglish.size() > 10, game + " has translated data texts: " + oldEnglish.size());
            changeEnglish(before, h, game);

            GameText after = GameText.load(h, game, new Problems());
            for (Map.Entry<String, List<String>> e : translatedIn.entrySet()) {
                String lang = e.getKey();
                LanguageStatus st = LanguageStatus.of(after, lang);
                List<String> todo = st.todo().stream().map(TranslationUnit::id).toList();
                Map<String, ExchangeUnit> exported = new LinkedHashMap<>();
                TranslatorNotes.units(after, lang, true).forEach(x -> exported.put(x.id(), x));
                for (String id : e.getValue()) {
                    assertEquals(UnitState.CHANGED, after.unit(lang, id).state(), game + " " + lang + " " + id);
                    assertTrue(todo.contains(id), "status --todo lists " + id);
                    ExchangeUnit x = exported.get(id);
                    assertTrue(x != null && x.fuzzy(), "exported fuzzy: " + id);
                    assertEquals(
                            oldEnglish.get(id),
                            x.previousSource(),
                            "exported with the English it was translated from: " + id);
                }
                assertEquals(
                        e.getValue().size(),
                        st.total().fuzzy(),
                        game + " " + lang + ": every changed text, nothing else, is fuzzy");
                new TranslationWriter(after, lang).apply(Confirmations.allFuzzy(after, lang), "mark");
            }
            GameText marked = GameText.load(h, game, new Problems());
            for (Map.Entry<String, List<String>> e : translatedIn.entrySet()) {
                for (String id : e.getValue()) {
                    TranslationUnit u = marked.unit(e.getKey(), id);
                    assertEquals(UnitState.TRANSLATED, u.state(), "confirmed by mark: " + id);
                    assertEquals(oldEnglish.get(id) + " (changed)", u.confirmedSource());
                }
            }
        }
    }

    @Test
    void aChangedDataTextTravelsWithItsPreviousEnglishInPoAndXliff12() throws IOException {
        Fixture.copyTo(home);
        Fixture.write(
                home,
                "units.yaml",
                Fixture.read(home, "units.yaml")
                        .replace("en: Moves over land only.", "en: Moves over land and rivers."));
        GameText t = Fixture.load(home);
        String id = "data:units.yaml:units[army].note";
        assertEquals(UnitState.CHANGED, t.unit("cs", id).state());
        List<ExchangeUnit> units = TranslatorNotes.units(t, "cs", true);
        assertEquals(List.of(id), units.stream().map(ExchangeUnit::id).toList(), "only the changed text is to do");
        StringWriter po = new StringWriter();
        ExchangeFormat.PO.write(po, "cs", units, Instant.EPOCH);
        assertTrue(
                po.toString().contains("#, fuzzy\n#| msgid \"Moves over land only.\"\nmsgctxt \"skirmish/" + id + "\""),
                po.toString());
        StringWriter xlf = new StringWriter();
        ExchangeFormat.XLIFF12.write(xlf, "cs", units, Instant.EPOCH);
        assertTrue(
                xlf.toString().contains("state=\"needs-review-translation\">Táhne jen po souši.</target>"),
                xlf.toString());
        assertTrue(xlf.toString().contains("previous-source: Moves over land only."), xlf.toString());

        new TranslationWriter(t, "cs")
                .apply(Confirmations.of(t, "cs", List.of("data:units.yaml"), new ArrayList<>()), "mark");
        assertEquals(
                UnitState.TRANSLATED, Fixture.load(home).unit("cs", id).state(), "a file's prefix confirms its texts");
        assertTrue(Fixture.read(home, "i18n/cs.data-sources.yaml")
                .contains("units.yaml:units[army].note: Moves over land and rivers.\n"));
    }

    /** Appends " (changed)" to the English of every data text of the game, in its YAML file, layout kept. */
    private static void changeEnglish(GameText text, Path h, String game) throws IOException {
        Map<String, Map<String, String>> byFile = new LinkedHashMap<>();
        for (TranslationUnit u : text.dataUnits(GameText.SOURCE_LANG)) {
            DataTexts.Field f = text.dataField(u.id());
            byFile.computeIfAbsent(f.file(), k -> new LinkedHashMap<>()).put(f.path(), f.english() + " (changed)");
        }
        for (Map.Entry<String, Map<String, String>> f : byFile.entrySet()) {
            Path file = h.resolve("data").resolve(game).resolve(f.getKey());
            Files.writeString(
                    file, DataTextEditor.set(Files.readString(file), f.getKey(), GameText.SOURCE_LANG, f.getValue()));
        }
    }
}
