package adjutant.engine;

import adjutant.engine.data.GameFiles;
import adjutant.engine.l10n.Catalog;
import adjutant.engine.l10n.Glossary;

/** The files every game folder has: {@code game.yaml}, {@code i18n/}, {@code glossary.yaml}. */
public record CommonParts(GameInfo info, Catalog strings, Glossary glossary) {
    public static CommonParts load(GameFiles files) {
        GameInfo info = GameInfo.read(
                files.readMap("game.yaml"),
                files.game(),
                lang -> Catalog.isLanguageName(lang) && files.exists("i18n/" + lang + ".yaml"));
        Catalog strings = Catalog.load(files, info.languages());
        Glossary glossary = Glossary.load(files, info.languages());
        return new CommonParts(info, strings, glossary);
    }
}
