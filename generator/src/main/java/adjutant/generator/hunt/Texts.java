package adjutant.generator.hunt;

import adjutant.engine.hunt.Names;
import adjutant.engine.l10n.Catalog;
import adjutant.generator.KitTexts;

/**
 * The Hunt kit's strings in one language; every string passes through {@link Glyphs#printable}
 * because the kit's font lacks some symbols the data uses.
 */
final class Texts extends KitTexts {
    Texts(Catalog catalog, String lang) {
        super("hunt", catalog, lang);
    }

    @Override
    protected String printable(String text) {
        return Glyphs.printable(text);
    }

    /** A name from the data (card title, hex, port) in this language. */
    String of(Names names) {
        return adjutant.generator.Typesetting.text(Glyphs.printable(names.in(lang())), lang());
    }
}
