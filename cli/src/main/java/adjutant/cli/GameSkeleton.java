package adjutant.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

/** What {@code adjutant init --new-game / --new-variant} writes into data/ID/. */
final class GameSkeleton {
    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    private GameSkeleton() {}

    /** Why {@code id} cannot name a game folder, or null. */
    static String idProblem(String id) {
        if (ID.matcher(id).matches()) return null;
        return "expected a game id of lower-case letters and digits, words joined by '-' (e.g. my-game)";
    }

    /** A new game: its game.yaml and English strings, each commented with what to fill in. */
    static void write(Path dir, String id) throws IOException {
        InitCommand.writeText(dir.resolve("game.yaml"), """
                # A new game. Fill in its names, sides and languages; list under components the kit's parts as
                # the game designers' guide describes them, each with its data file beside this one.
                id: %s
                name: {en: %s}
                sides: []
                languages: [en]
                components: []
                """.formatted(id, id));
        InitCommand.writeText(dir.resolve("i18n").resolve("en.yaml"), """
                # Every visible string of the game's kit in English; translations share these keys.
                game:
                  title: %s
                """.formatted(id));
        InitCommand.writeText(dir.resolve("glossary.yaml"), """
                # The game's terms that must read the same everywhere in a language: one entry per term,
                # e.g.  - {id: supply-centre, en: supply centre}
                terms: []
                """);
    }

    /** A variant: a copy of the game {@code of}'s folder, its game.yaml naming the new id. */
    static void variant(Path from, Path to, String of, String id) throws IOException {
        InitCommand.copyTree(from, to);
        Path yaml = to.resolve("game.yaml");
        String text = Files.readString(yaml, StandardCharsets.UTF_8);
        String renamed = Pattern.compile("^id: *" + Pattern.quote(of) + " *$", Pattern.MULTILINE)
                .matcher(text)
                .replaceFirst("id: " + id);
        // the copy follows the rules of the game it was made from (a Diplomacy variant: family: diplomacy)
        if (!Pattern.compile("^family:", Pattern.MULTILINE).matcher(renamed).find()) {
            renamed = Pattern.compile("^id: *" + Pattern.quote(id) + " *$", Pattern.MULTILINE)
                    .matcher(renamed)
                    .replaceFirst("id: " + id + "\nfamily: " + of);
        }
        Files.writeString(
                yaml,
                "# A variant of " + of + ", copied from its data: change the map, powers and names here.\n" + renamed,
                StandardCharsets.UTF_8);
    }
}
