package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.data.Suggest;
import adjutant.engine.hunt.Battle;
import adjutant.engine.hunt.BattleOdds;
import adjutant.engine.hunt.ForceSide;
import adjutant.engine.hunt.HuntGame;
import adjutant.engine.hunt.Side;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant hunt …}: The Hunt's rules at the command line. {@code battle} resolves
 * five duels from two hands of OP values; {@code odds} gives each side's exact chance over
 * every order of play.
 */
@Command(
        name = "hunt",
        description = "The Hunt (Štvanice): resolve a battle or compute its odds.",
        subcommands = {HuntCommand.BattleCommand.class, HuntCommand.OddsCommand.class})
final class HuntCommand extends CommandGroup {
    /** The flags both subcommands share, and their checking. */
    abstract static class Hands {
        @Spec
        CommandSpec spec;

        @Option(
                names = "--german",
                required = true,
                paramLabel = "OP,…",
                description = "The German cards' OP in the order played, e.g. 3,2,5,1,4")
        String german;

        @Option(
                names = "--british",
                required = true,
                paramLabel = "OP,…",
                description = "The British cards' OP in the order played, e.g. 2,3,3,1,5")
        String british;

        @Option(
                names = "--force",
                required = true,
                paramLabel = "G|H|K[,…]",
                description = "The force(s) in the battle; their bonuses add up")
        String force;

        @Option(
                names = "--side",
                paramLabel = "standard|historical",
                defaultValue = "standard",
                description = "Side of the force tokens: standard (●) or historical (▲); default ${DEFAULT-VALUE}")
        String side;

        @Option(
                names = "--format",
                paramLabel = "text|json",
                defaultValue = "text",
                description = "Output format; default ${DEFAULT-VALUE}")
        String format;

        @Option(
                names = "--lang",
                paramLabel = "cs|en",
                defaultValue = "en",
                description = "Language of the text output; default ${DEFAULT-VALUE}")
        String lang;

        HuntGame game;
        List<Integer> germanOps;
        List<Integer> britishOps;
        Battle.Setup setup;

        /** Checks every flag; prints what is wrong and returns false on the first bad one. */
        boolean parse() {
            PrintWriter err = spec.commandLine().getErr();
            game = Games.loadChecked(Games.home(), "hunt", HuntGame.class);
            int duels = game.rules().battle().duels();
            germanOps = ops("--german", german, duels, err);
            if (germanOps == null) return false;
            britishOps = ops("--british", british, duels, err);
            if (britishOps == null) return false;
            if (!List.of("text", "json").contains(format))
                return bad(err, "--format must be text or json, not '" + format + "'");
            if (!game.info().languages().contains(lang)) {
                return bad(
                        err,
                        "--lang must be one of " + String.join(", ", game.info().languages()) + ", not '" + lang + "'");
            }
            ForceSide fs;
            if (side.equalsIgnoreCase("standard")) fs = ForceSide.STANDARD;
            else if (side.equalsIgnoreCase("historical")) fs = ForceSide.HISTORICAL;
            else return bad(err, "--side must be standard or historical, not '" + side + "'");
            List<String> ids = game.forces().stream().map(f -> f.id()).toList();
            List<String> forces = new ArrayList<>();
            for (String f : force.split(",", -1)) {
                String id = ids.stream()
                        .filter(x -> x.equalsIgnoreCase(f.trim()))
                        .findFirst()
                        .orElse(null);
                if (id == null) {
                    // A one-letter id is "close" to every other one; hint only for longer typos.
                    String hint = f.trim().length() < 2
                            ? ""
                            : Suggest.closest(f.trim(), ids)
                                    .map(s -> "; did you mean '" + s + "'?")
                                    .orElse("");
                    return bad(
                            err,
                            "--force: unknown force '" + f.trim() + "', expected " + String.join(", ", ids) + hint);
                }
                if (forces.contains(id)) return bad(err, "--force: force " + id + " is named twice");
                forces.add(id);
            }
            setup = Battle.Setup.of(game, forces, fs);
            return true;
        }

        private List<Integer> ops(String flag, String value, int duels, PrintWriter err) {
            String[] parts = value.split(",", -1);
            List<Integer> out = new ArrayList<>();
            for (String p : parts) {
                try {
                    int v = Integer.parseInt(p.trim());
                    if (v < 1 || v > 5) {
                        bad(err, flag + ": " + v + " is not a card value; cards are worth 1 to 5 OP");
                        return null;
                    }
                    out.add(v);
                } catch (NumberFormatException e) {
                    bad(
                            err,
                            flag + ": '" + p.trim() + "' is not a number; give " + duels
                                    + " OP values separated by commas, e.g. 3,2,5,1,4");
                    return null;
                }
            }
            if (out.size() != duels) {
                bad(err, flag + ": " + out.size() + " value(s) given; a battle has " + duels + " duels, one card each");
                return null;
            }
            return out;
        }

        private boolean bad(PrintWriter err, String message) {
            err.println("adjutant hunt " + spec.name() + ": " + message);
            return false;
        }

        String text(String key, Object... args) {
            String s = game.strings().text(lang, key);
            for (int i = 0; i < args.length; i++) s = s.replace("{" + i + "}", String.valueOf(args[i]));
            return s;
        }
    }

    /** {@code adjutant hunt battle}: the five duels one by one, the hits and the winner. */
    @Command(
            name = "battle",
            description = "Resolve the five duels of a battle from both hands (OP values in the order played).")
    static final class BattleCommand extends Hands implements Callable<Integer> {
        @Override
        public Integer call() {
            if (!parse()) return ExitCodes.BAD_INPUT;
            Battle.Result r = Battle.ofValues(game.rules(), setup, germanOps, britishOps);
            PrintWriter out = spec.commandLine().getOut();
            if (format.equals("json")) {
                out.println("{\"winner\": \"" + r.winner().id() + "\", \"germanHits\": " + r.germanHits()
                        + ", \"britishHits\": " + r.britishHits() + "}");
                return ExitCodes.OK;
            }
            for (Battle.Duel d : r.duels()) {
                String outcome = d.hit()
                        .map(s -> text(s == Side.GERMAN ? "battle.hit-german" : "battle.hit-british"))
                        .orElse(text("battle.tie"));
                out.println(text("battle.duel", d.number()) + ": " + text("sides.german") + " " + d.german() + " – "
                        + text("sides.british") + " " + d.british() + ": " + outcome);
            }
            out.println(text("battle.hits", r.germanHits(), r.britishHits()));
            out.println(text(r.winner() == Side.GERMAN ? "battle.winner-german" : "battle.winner-british") + " ("
                    + text("battle.decided."
                            + r.decidedBy().name().toLowerCase(Locale.ROOT).replace('_', '-')) + ")");
            return ExitCodes.OK;
        }
    }

    /** {@code adjutant hunt odds}: each side's exact chance over every order of play of the two hands. */
    @Command(
            name = "odds",
            description =
                    "Each side's exact chance to win the battle, over every order in which the hands can be played.")
    static final class OddsCommand extends Hands implements Callable<Integer> {
        @Override
        public Integer call() {
            if (!parse()) return ExitCodes.BAD_INPUT;
            BattleOdds.Odds o = BattleOdds.of(game.rules(), setup, germanOps, britishOps);
            PrintWriter out = spec.commandLine().getOut();
            if (format.equals("json")) {
                out.println("{\"german\": \"" + o.german() + "\", \"british\": \"" + o.british()
                        + "\", \"germanWins\": " + o.germanWins() + ", \"orders\": " + o.orders() + "}");
                return ExitCodes.OK;
            }
            out.println(text("sides.german") + ": " + o.german() + " ("
                    + percent(o.german().value()) + ")");
            out.println(text("sides.british") + ": " + o.british() + " ("
                    + percent(o.british().value()) + ")");
            return ExitCodes.OK;
        }

        private String percent(double v) {
            return String.format(Locale.forLanguageTag(lang), "%.1f %%", v * 100);
        }
    }
}
