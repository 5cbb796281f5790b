package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.data.Problems;
import adjutant.engine.diplomacy.DiplomacyGame;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Option;

/**
 * The options naming the map a Diplomacy command plays on (a picocli mixin): the project folder
 * and the map's folder under data/, {@code diplomacy} or a variant's ({@code family: diplomacy}).
 */
final class DiplomacyVariant {
    @Option(
            names = "--home",
            paramLabel = "DIR",
            description = "Project folder holding data/ (default: found from the working folder).")
    Path home;

    @Option(
            names = "--variant",
            paramLabel = "ID",
            defaultValue = "diplomacy",
            description =
                    "The map: a folder under data/ (default: ${DEFAULT-VALUE}; a variant's game.yaml says 'family: diplomacy').")
    String variant = "diplomacy";

    /** The project folder: --home, else the one found from the working folder. */
    Path home() {
        return home != null ? home.toAbsolutePath() : Games.home();
    }

    /** The loaded map, or null after telling {@code err} that --variant names no Diplomacy map. Bad data throws with every problem's place. */
    DiplomacyGame load(PrintWriter err) {
        Problems problems = new Problems();
        try {
            if (Games.load(home(), variant, problems) instanceof DiplomacyGame game) {
                problems.throwIfAny();
                return game;
            }
        } catch (IllegalArgumentException e) {
            // no such game folder: told below
        }
        err.println(
                "adjutant: --variant must name a Diplomacy map: a folder under data/ whose game.yaml says 'family: diplomacy', not '"
                        + variant + "'");
        return null;
    }

    /** The game, with {@code lang} (null: not given) one of its languages; null after printing what is wrong. */
    DiplomacyGame load(String lang, PrintWriter err) {
        DiplomacyGame game = load(err);
        if (game == null) return null;
        String problem = langProblem(lang, game.strings().languages());
        if (problem == null) return game;
        err.println(problem);
        return null;
    }

    /** The problem with a --lang the game has no strings for, or null (a null --lang is fine). */
    static String langProblem(String lang, Set<String> languages) {
        return lang == null || languages.contains(lang)
                ? null
                : "adjutant: --lang must be one of " + String.join(", ", new TreeSet<>(languages)) + ", not '" + lang
                        + "'";
    }
}
