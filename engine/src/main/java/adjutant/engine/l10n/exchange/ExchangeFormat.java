package adjutant.engine.l10n.exchange;

import adjutant.engine.data.BadInputException;
import adjutant.engine.data.Problem;
import adjutant.engine.data.Problems;
import adjutant.engine.l10n.store.TextFiles;
import java.io.IOException;
import java.io.StringReader;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLStreamException;

/**
 * The exchange formats, chosen by name for export and by file name or content for import (an
 * XLIFF file's version by its root element: 1.2 and 1.1 read as 1.2, else 2.0).
 */
public enum ExchangeFormat {
    XLIFF,
    XLIFF12,
    PO;

    /** Writes the units; {@code revised} is when the translation last changed (the PO header's revision date). */
    public void write(Writer w, String lang, List<ExchangeUnit> units, Instant revised) throws IOException {
        if (this == PO) {
            PoWriter.write(w, lang, units, revised);
            return;
        }
        try {
            if (this == XLIFF12) Xliff12Writer.write(w, lang, units);
            else XliffWriter.write(w, lang, units);
        } catch (XMLStreamException e) {
            throw new IOException("cannot write XLIFF" + (this == XLIFF12 ? " 1.2" : "") + ": " + e.getMessage(), e);
        }
    }

    /** Reads an exchange file: {@code .po} as PO, {@code .xlf}/{@code .xliff} as XLIFF, otherwise by its first characters. */
    public static ExchangeFile read(Path file, String shownAs) {
        return read(file, shownAs, null);
    }

    /** Reads an exchange file; {@code lang} (may be null) is the language the user says it is in: it must agree with the file's. */
    public static ExchangeFile read(Path file, String shownAs, String lang) {
        Problems p = new Problems();
        String text = TextFiles.read(file, shownAs, p);
        p.throwIfAny();
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        ExchangeFile x = of(file, text).read(text, shownAs, lang);
        if (lang != null && !lang.equals(x.lang())) {
            throw new BadInputException(new Problem(
                    shownAs, 0, 0, "the file is in " + x.lang() + ", but --lang says " + lang + ": which is it?"));
        }
        return x;
    }

    private ExchangeFile read(String text, String shownAs, String lang) {
        if (this == PO) return PoReader.read(new StringReader(text), shownAs, lang);
        if (Xliff12Reader.isVersion1(text)) return Xliff12Reader.read(new StringReader(text), shownAs);
        return XliffReader.read(new StringReader(text), shownAs);
    }

    private static ExchangeFormat of(Path file, String text) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".po") || name.endsWith(".pot")) return PO;
        if (name.endsWith(".xlf") || name.endsWith(".xliff")) return XLIFF;
        if (text.stripLeading().startsWith("<")) return XLIFF;
        if (text.contains("msgid")) return PO;
        throw new BadInputException(new Problem(file.toString(), 0, 0, "neither XLIFF nor PO: name it .xlf or .po"));
    }
}
