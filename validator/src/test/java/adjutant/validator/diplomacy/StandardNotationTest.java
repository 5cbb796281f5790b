package adjutant.validator.diplomacy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import adjutant.engine.diplomacy.Location;
import adjutant.engine.diplomacy.Order;
import adjutant.engine.diplomacy.Phase;
import adjutant.engine.diplomacy.Position;
import adjutant.engine.diplomacy.UnitType;
import org.junit.jupiter.api.Test;

/** Notations of the brief and the rulebooks on the standard map, with its Czech and English names. */
class StandardNotationTest {
    static final Position START = Position.start(StandardMap.game().map());

    static Order read(String text) {
        ParsedLine p = StandardMap.parser().parseOne(text, new OrderContext(Phase.MOVEMENT, null, START));
        return assertInstanceOf(ParsedOrder.class, p, () -> text + " → " + p).order();
    }

    static Location at(String s) {
        return Location.parse(s);
    }

    @Test
    void namesInBothLanguagesWithOrWithoutDiacritics() {
        Order m = new Order.Move("france", UnitType.ARMY, at("par"), at("bur"), false);
        assertEquals(m, read("A Paříž - Burgundsko"));
        assertEquals(m, read("a pariz-burgundsko"));
        assertEquals(m, read("A Paris - Burgundy"));
        assertEquals(
                new Order.Move("russia", UnitType.FLEET, at("stp/sc"), at("bot"), false),
                read("F St. Petersburg - Gulf of Bothnia"));
        assertEquals(
                new Order.Move("russia", UnitType.FLEET, at("stp/sc"), at("bot"), false),
                read("F Petrohrad > Botnický záliv"));
        assertEquals(
                new Order.Move("france", UnitType.FLEET, at("bre"), at("mao"), false),
                read("F Brest - Mid-Atlantic Ocean"));
        assertEquals(new Order.Move("france", UnitType.FLEET, at("bre"), at("mao"), false), read("F - Bre>MAt"));
        assertEquals(new Order.Move("italy", UnitType.FLEET, at("nap"), at("tys"), false), read("F Nap-Tyn"));
        assertEquals(new Order.Move("england", UnitType.FLEET, at("edi"), at("nwg"), false), read("F Edi-Nrg"));
    }

    @Test
    void powerPrefixesAndForeignSupports() {
        assertEquals(
                new Order.SupportMove("austria", UnitType.ARMY, at("vie"), UnitType.ARMY, "bud", "rum"),
                read("Austria: A Vienna Supports A Budapest - Rumania"));
        assertEquals(
                new Order.SupportMove("austria", UnitType.ARMY, at("vie"), UnitType.ARMY, "bud", "rum"),
                read("RAKOUSKO-UHERSKO: A Vie S A Bud-Rum"));
        assertEquals(
                new Order.SupportMove("germany", UnitType.ARMY, at("mun"), UnitType.ARMY, "war", "sil"),
                read("A Mun S Russian A War-Sil"));
        assertEquals(new Order.Hold("russia", UnitType.FLEET, at("stp/sc")), read("F StP/sc H"));
        assertEquals(new Order.Hold("turkey", UnitType.ARMY, at("con")), read("Turecko: A - Cařihrad : Drž pozice"));
        assertEquals(
                new Order.Move("england", UnitType.ARMY, at("lvp"), at("bel"), true), read("A Lvp-Bel via convoy"));
    }
}
