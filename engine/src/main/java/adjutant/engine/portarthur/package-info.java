/**
 * Port Arthur: the model loaded from {@code data/port-arthur/} (sea areas, ports, ships,
 * tracks) and the rules the engine computes from it — squadrons, fire, exact fire odds,
 * movement and sortie checks, damage allocation ({@link adjutant.engine.portarthur.DamageAllocator}),
 * the dominance phase (sea control, blockade, convoys and landings:
 * {@link adjutant.engine.portarthur.DominancePhase}), victory, and the fleet's life outside
 * battle (setup, Baltic arrivals, initiative, repairs, the siege of Port Arthur, return to
 * port and maintenance, the "Hidden threat" torpedo attack and mines). Rule breaches are
 * data ({@code AllocationFault}, {@code DominanceFault}, {@code FleetFault}) with i18n keys.
 *
 * <p>May use: {@code engine}, {@code engine.data}, {@code engine.l10n}.
 */
package adjutant.engine.portarthur;
