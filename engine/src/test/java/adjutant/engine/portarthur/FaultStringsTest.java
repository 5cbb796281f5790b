package adjutant.engine.portarthur;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every fault the rules can report has its text in every language, with exactly its arguments. */
class FaultStringsTest {
    private static final PortArthurGame GAME = PortArthurDataTest.GAME;

    private static List<Class<?>> faults() {
        List<Class<?>> all = new ArrayList<>();
        for (Class<?> c : List.of(AllocationFault.class, DominanceFault.class, FleetFault.class)) records(c, all);
        return all;
    }

    /** The records of a sealed type, also those behind a sealed interface that groups some of them. */
    private static void records(Class<?> sealed, List<Class<?>> into) {
        for (Class<?> c : sealed.getPermittedSubclasses()) {
            if (c.isRecord()) into.add(c);
            else records(c, into);
        }
    }

    /** A fault with every component filled with a neutral value, to read its key and argument names. */
    private static Object sample(Class<?> c) throws ReflectiveOperationException {
        var parts = c.getRecordComponents();
        Object[] values = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
            values[i] = types[i] == int.class ? 1 : types[i] == HitList.class ? HitList.FLIPPED : "x";
        }
        return c.getDeclaredConstructor(types).newInstance(values);
    }

    @Test
    void everyFaultHasItsStringWithItsPlaceholders() throws ReflectiveOperationException {
        Pattern placeholder = Pattern.compile("\\{(\\w+)}");
        for (Class<?> c : faults()) {
            Object f = sample(c);
            String key = (String) c.getMethod("key").invoke(f);
            @SuppressWarnings("unchecked")
            Set<String> args = ((Map<String, Object>) c.getMethod("arguments").invoke(f)).keySet();
            for (String lang : GAME.info().languages()) {
                assertTrue(GAME.strings().has(lang, key), "no '" + key + "' in i18n/" + lang + ".yaml");
                Matcher m = placeholder.matcher(GAME.strings().text(lang, key));
                Set<String> used = new HashSet<>();
                while (m.find()) used.add(m.group(1));
                assertEquals(args, used, key + " in " + lang);
            }
        }
    }

    @Test
    void keysFollowTheRecordNames() {
        assertEquals(
                "check.allocation.critical_sink_while_intact",
                new AllocationFault.CriticalSinkWhileIntact("a", "b").key());
        assertEquals("check.dominance.no_blockade_to_keep", new DominanceFault.NoBlockadeToKeep().key());
        assertEquals("check.fleet.return_port_missing", new FleetFault.ReturnPortMissing("a").key());
        assertEquals(Map.of("ship", "diana"), new AllocationFault.NotInSquadron(HitList.SUNK, "diana").arguments());
        assertEquals(HitList.CRITICAL, new AllocationFault.CriticalsLeft(1).list());
        assertEquals(HitList.FLIPPED, new AllocationFault.MoreThanNeeded(1, 2).list());
        assertEquals(HitList.SUNK, new AllocationFault.SinkOfIntact("diana").list());
        assertEquals(
                List.of(SpaceEffect.KINDS),
                Stream.of(
                                new SpaceEffect.PortLosesShipyard("p"),
                                new SpaceEffect.PortFalls("p", 1),
                                new SpaceEffect.RequiredForVictory(),
                                new SpaceEffect.DpRoll(3, 1))
                        .map(SpaceEffect::kind)
                        .toList());
    }

    @Test
    void everyEndOfTheGameIsExplained() {
        for (GameResult.Why why : GameResult.Why.values()) {
            for (String lang : GAME.info().languages())
                assertTrue(GAME.strings().has(lang, why.key()), why.key());
        }
    }
}
