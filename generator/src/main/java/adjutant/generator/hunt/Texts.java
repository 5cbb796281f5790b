package adjutant.generator.hunt;

import adjutant.engine.hunt.Names;
import adjutant.engine.l10n.Catalog;
import adjutant.generator.KitTexts;
import adjutant.generator.layout.Typesetting;

/**
 * The Hunt kit's strings in one language; every string passes through {@link PrintableText#printable}
 * because the kit's font lacks some symbols the data uses.
 */
final class Texts extends KitTexts {
    Texts(Catalog catalog, String lang) {
        super("hunt", catalog, lang);
    }

    @Override
    protected String printable(String text) {
        return PrintableText.printable(text);
    }

    /** A name from the data (card title, hex, port) in this language. */
    String of(Names names) {
        return Typesetting.text(PrintableText.printable(names.in(lang())), lang());
    }
}
