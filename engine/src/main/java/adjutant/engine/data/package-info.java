/**
 * Reading YAML into located nodes and reporting every problem as file:line:column.
 *
 * <p>May use: no other Adjutant package; Jackson, SnakeYAML, Caffeine.
 */
package adjutant.engine.data;
