package adjutant.engine.l10n.exchange;

/** Evaluates the C subset of gettext's {@code plural=} expressions for one n, as msgfmt would: for tests. */
final class CExpression {
    private final String s;
    private final long n;
    private int i;

    private CExpression(String s, long n) {
        this.s = s.replace(" ", "");
        this.n = n;
    }

    static long eval(String expr, long n) {
        CExpression e = new CExpression(expr, n);
        long v = e.ternary();
        if (e.i != e.s.length()) throw new IllegalArgumentException("trailing input at " + e.i + ": " + expr);
        return v;
    }

    private long ternary() {
        long c = or();
        if (!eat("?")) return c;
        long a = ternary();
        if (!eat(":")) throw new IllegalArgumentException("expected : at " + i);
        long b = ternary();
        return c != 0 ? a : b;
    }

    private long or() {
        long v = and();
        while (eat("||")) v = (and() != 0 | v != 0) ? 1 : 0;
        return v;
    }

    private long and() {
        long v = cmp();
        while (eat("&&")) v = (cmp() != 0 & v != 0) ? 1 : 0;
        return v;
    }

    private long cmp() {
        long a = mod();
        for (String op : new String[] {"==", "!=", ">=", "<=", ">", "<"}) {
            if (!eat(op)) continue;
            long b = mod();
            boolean r = switch (op) {
                case "==" -> a == b;
                case "!=" -> a != b;
                case ">=" -> a >= b;
                case "<=" -> a <= b;
                case ">" -> a > b;
                default -> a < b;
            };
            return r ? 1 : 0;
        }
        return a;
    }

    private long mod() {
        long v = unary();
        while (eat("%")) v = v % unary();
        return v;
    }

    private long unary() {
        if (eat("!")) return unary() == 0 ? 1 : 0;
        if (eat("(")) {
            long v = ternary();
            if (!eat(")")) throw new IllegalArgumentException("expected ) at " + i);
            return v;
        }
        if (eat("n")) return n;
        int start = i;
        while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
        if (start == i) throw new IllegalArgumentException("unexpected input at " + i + ": " + s);
        return Long.parseLong(s.substring(start, i));
    }

    private boolean eat(String t) {
        if (!s.startsWith(t, i)) return false;
        if (t.equals("!") && s.startsWith("!=", i)) return false;
        if ((t.equals(">") || t.equals("<")) && s.startsWith(t + "=", i)) return false;
        if ((t.equals("|") || t.equals("&"))) return false;
        i += t.length();
        return true;
    }
}
