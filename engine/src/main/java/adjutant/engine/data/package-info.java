/** Reading YAML into located nodes and reporting every problem as file:line:column. */
package adjutant.engine.data;
