/**
 * Port Arthur: the model loaded from {@code data/port-arthur/} (sea areas, ports, ships,
 * tracks) and the rules the engine computes from it — squadrons, fire, movement and
 * sortie checks, dominance points and exact fire odds.
 */
package adjutant.engine.portarthur;
