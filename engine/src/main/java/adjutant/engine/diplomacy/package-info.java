/** Diplomacy: the map, powers, units, orders and positions. */
package adjutant.engine.diplomacy;
