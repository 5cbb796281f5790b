package adjutant.cli;

import java.util.Collection;
import java.util.Locale;
import picocli.CommandLine.Option;

/** The {@code --lang} and {@code --format} of a verdict report, shared by the validate commands. */
final class ReportOptions {
    @Option(
            names = "--lang",
            paramLabel = "LANG",
            description =
                    "Language of the report, e.g. cs or en (default: the system's language when the game has it, else English).")
    String lang;

    @Option(
            names = "--format",
            defaultValue = "text",
            paramLabel = "text|json",
            description = "Report format (default: ${DEFAULT-VALUE}).")
    String format;

    boolean json() {
        return format.equals("json");
    }

    /** The report language out of those the game has strings in. */
    String lang(Collection<String> languages) {
        return lang(lang, languages);
    }

    /** {@code asked} when given, else the system's language when the game has it, else English: every command's default. */
    static String lang(String asked, Collection<String> languages) {
        if (asked != null) return asked;
        String system = Locale.getDefault().getLanguage();
        return languages.contains(system) ? system : "en";
    }

    /** What is wrong with the options for a game with these languages, or null when nothing is. */
    String problem(Collection<String> languages) {
        if (!format.equals("text") && !format.equals("json"))
            return "--format must be text or json, not '" + format + "'";
        if (lang != null && !languages.contains(lang))
            return "--lang must be one of " + String.join(", ", languages) + ", not '" + lang + "'";
        return null;
    }
}
