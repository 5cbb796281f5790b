package adjutant.engine.data;

import java.math.BigInteger;
import java.util.Locale;

/** A scalar: text as written, and whether YAML typed it as a string, number, boolean or null. */
public record ScalarNode(Source source, int line, int column, String text, Type type) implements Node {
    public enum Type {
        STRING,
        INT,
        FLOAT,
        BOOLEAN,
        NULL
    }

    @Override
    public String kind() {
        return switch (type) {
            case STRING -> "text";
            case INT -> "a whole number";
            case FLOAT -> "a number";
            case BOOLEAN -> "true/false";
            case NULL -> "nothing";
        };
    }

    public boolean isNull() {
        return type == Type.NULL;
    }

    /**
     * The value of a YAML whole number in any of its spellings ({@code 580}, {@code 5_80},
     * {@code +3}, {@code 0x10}, {@code 0o17}, {@code 0b101}), or null when this is no whole number
     * or it does not fit in a long.
     */
    public Long wholeNumber() {
        if (type != Type.INT) return null;
        String t = text.replace("_", "").toLowerCase(Locale.ROOT);
        int sign = 1;
        if (t.startsWith("+") || t.startsWith("-")) {
            if (t.startsWith("-")) sign = -1;
            t = t.substring(1);
        }
        int radix = 10;
        if (t.startsWith("0x")) {
            radix = 16;
            t = t.substring(2);
        } else if (t.startsWith("0o")) {
            radix = 8;
            t = t.substring(2);
        } else if (t.startsWith("0b")) {
            radix = 2;
            t = t.substring(2);
        } else if (t.length() > 1 && t.startsWith("0")) {
            radix = 8; // YAML 1.1 octal
        }
        if (t.isEmpty() || t.length() > 70) return null;
        try {
            BigInteger v = new BigInteger(t, radix);
            if (sign < 0) v = v.negate();
            return v.bitLength() < 64 ? v.longValue() : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The value of a YAML number (whole or not), or null when this is no number or not a finite one ({@code .inf}, {@code .nan}). */
    public Double decimal() {
        if (type == Type.INT) {
            Long l = wholeNumber();
            return l == null ? null : (double) l;
        }
        if (type != Type.FLOAT) return null;
        try {
            double d = Double.parseDouble(text.replace("_", ""));
            return Double.isFinite(d) ? d : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
