package adjutant.cli;

import adjutant.engine.Games;
import adjutant.engine.portarthur.Chance;
import adjutant.engine.portarthur.Fire;
import adjutant.engine.portarthur.FireOdds;
import adjutant.engine.portarthur.FireResult;
import adjutant.engine.portarthur.OddsRow;
import adjutant.engine.portarthur.PortArthurGame;
import adjutant.engine.portarthur.Tables;
import java.io.PrintWriter;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code adjutant port-arthur fire|odds}: resolve one squadron's fire, or print exact
 * odds, in the reader's language (labels from data/port-arthur/i18n).
 */
@Command(
        name = "port-arthur",
        description = "Port Arthur rules: resolve fire, print exact odds.",
        subcommands = {PortArthurCommand.FireCommand.class, PortArthurCommand.OddsCommand.class})
final class PortArthurCommand extends CommandGroup {
    enum Format {
        text,
        json
    }

    /** Options both subcommands take, and the game and labels they print with. */
    static final class Output {
        @Option(
                names = "--format",
                paramLabel = "FORMAT",
                defaultValue = "text",
                description = "text or json (default: ${DEFAULT-VALUE})")
        Format format;

        @Option(
                names = "--lang",
                paramLabel = "LANG",
                defaultValue = "en",
                description = "Language of the text output: cs or en (default: ${DEFAULT-VALUE})")
        String lang;

        PortArthurGame game;

        /** Loads the game; prints an error and returns false when --lang is not one of its languages. */
        boolean open(PrintWriter err) {
            game = Games.loadChecked(Games.home(), "port-arthur", PortArthurGame.class);
            if (!game.info().languages().contains(lang)) {
                err.println("adjutant: --lang must be one of "
                        + String.join(", ", game.info().languages()) + ", not '" + lang + "'");
                return false;
            }
            return true;
        }

        String t(String key) {
            return game.strings().text(lang, key);
        }

        NumberFormat decimal() {
            NumberFormat f = NumberFormat.getNumberInstance(Locale.forLanguageTag(lang));
            f.setMinimumFractionDigits(2);
            f.setMaximumFractionDigits(2);
            return f;
        }

        NumberFormat percent() {
            NumberFormat f = NumberFormat.getPercentInstance(Locale.forLanguageTag(lang));
            f.setMinimumFractionDigits(1);
            f.setMaximumFractionDigits(1);
            return f;
        }
    }

    @Command(name = "fire", description = "Resolve one squadron's fire: regular and critical hits.")
    static final class FireCommand implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        Output output;

        @Option(
                names = "--firepower",
                required = true,
                paramLabel = "N",
                description = "The squadron's firepower (0 or more)")
        int firepower;

        @Option(
                names = "--dice",
                required = true,
                split = ",",
                paramLabel = "D,D,…",
                description = "The dice rolled, e.g. 1,1,2,4,4,5")
        List<Integer> dice;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            if (!output.open(err)) return ExitCodes.BAD_INPUT;
            String bad = checkFlags(output.game.tables().fire());
            if (bad != null) return ExitCodes.refuse(err, bad);
            FireResult r = Fire.resolve(firepower, dice);
            if (output.format == Format.json) {
                out.println("{\"firepower\": " + r.firepower() + ", \"dice\": " + r.dice() + ", \"sum\": " + r.sum()
                        + ", \"within_firepower\": " + r.withinFirepower() + ", \"regular\": " + r.regular()
                        + ", \"critical\": " + r.critical() + "}");
                return ExitCodes.OK;
            }
            out.println(output.t("fire.firepower") + ": " + r.firepower());
            out.println(output.t("fire.dice") + ": "
                    + r.dice().stream().map(String::valueOf).collect(Collectors.joining(", ")));
            out.println(output.t("fire.sum") + ": " + r.sum());
            out.println(output.t(r.withinFirepower() ? "fire.within" : "fire.over"));
            out.println(output.t("fire.regular") + ": " + r.regular());
            out.println(output.t("fire.critical") + ": " + r.critical());
            return ExitCodes.OK;
        }

        private String checkFlags(Tables.FireRules rules) {
            if (firepower < 0) return "--firepower must be 0 or more, not " + firepower;
            if (dice.size() < rules.minDice() || dice.size() > rules.maxDice()) {
                return "--dice takes " + rules.minDice() + "…" + rules.maxDice() + " dice, not " + dice.size();
            }
            for (int d : dice) if (d < 1 || d > Fire.FACES) return "--dice: a die shows 1…" + Fire.FACES + ", not " + d;
            return null;
        }
    }

    @Command(
            name = "odds",
            description = "Exact odds: fire at a firepower by number of dice, or movement checks by speed.")
    static final class OddsCommand implements Callable<Integer> {
        static final int MAX_FIREPOWER = 99;

        @Spec
        CommandSpec spec;

        @Mixin
        Output output;

        @Option(
                names = "--firepower",
                paramLabel = "N",
                description = "Squadron firepower 1…" + MAX_FIREPOWER + ": expected hits for each number of dice")
        Integer firepower;

        @Option(names = "--movement", description = "The chance of passing a movement check at each speed")
        boolean movement;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            if (firepower == null && !movement)
                return ExitCodes.refuse(err, "give --firepower N (1…" + MAX_FIREPOWER + ") or --movement, or both");
            if (firepower != null && (firepower < 1 || firepower > MAX_FIREPOWER))
                return ExitCodes.refuse(err, "--firepower must be 1…" + MAX_FIREPOWER + ", not " + firepower);
            if (!output.open(err)) return ExitCodes.BAD_INPUT;
            Tables.FireRules rules = output.game.tables().fire();
            List<OddsRow> rows =
                    firepower == null ? List.of() : FireOdds.table(firepower, rules.minDice(), rules.maxDice());
            if (output.format == Format.json) {
                out.println(OddsJson.render(firepower, rows, movement));
                return ExitCodes.OK;
            }
            if (firepower != null) printFire(out, rows);
            if (firepower != null && movement) out.println();
            if (movement) printMovement(out);
            return ExitCodes.OK;
        }

        private void printFire(PrintWriter out, List<OddsRow> rows) {
            int best = FireOdds.bestDice(rows);
            NumberFormat dec = output.decimal();
            NumberFormat pct = output.percent();
            out.println(output.t("odds.title").replace("{firepower}", String.valueOf(firepower)));
            List<String[]> cells = new ArrayList<>();
            cells.add(new String[] {
                output.t("odds.dice"),
                output.t("odds.regular"),
                output.t("odds.critical"),
                output.t("odds.any_critical"),
                ""
            });
            for (OddsRow r : rows) {
                cells.add(new String[] {
                    String.valueOf(r.dice()),
                    dec.format(r.expectedRegular()),
                    dec.format(r.expectedCritical()),
                    pct.format(r.criticalChance().value()),
                    r.dice() == best ? "← " + output.t("odds.best") : ""
                });
            }
            TextTable.print(out, cells);
            out.println(output.t("odds.best_note"));
        }

        private void printMovement(PrintWriter out) {
            NumberFormat pct = output.percent();
            out.println(output.t("odds.movement_title"));
            List<String[]> cells = new ArrayList<>();
            cells.add(new String[] {output.t("odds.speed"), output.t("odds.success"), ""});
            for (int speed = 1; speed <= Fire.FACES; speed++) {
                Chance c = FireOdds.movement(speed);
                cells.add(
                        new String[] {String.valueOf(speed), pct.format(c.value()), c.favourable() + "/" + c.outcomes()
                        });
            }
            TextTable.print(out, cells);
        }
    }
}
