package io.dgq.sdk.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;

/**
 * A JSON number. Two are equal when they are the same number, whatever Java type holds it ({@code 1}, {@code 1L}
 * and {@code 1.0} are one number).
 *
 * @param value the number: an {@code Integer}, {@code Long}, {@code BigInteger}, {@code Double} or
 *     {@code BigDecimal} ({@code Short}, {@code Byte} and {@code Float} are widened)
 */
public record JsonNumber(Number value) implements JsonValue {

    /**
     * Creates a JSON number.
     *
     * @param value the number
     * @throws IllegalArgumentException if it is NaN or infinite, which JSON cannot hold, or of another
     *     {@code Number} type
     */
    public JsonNumber {
        Objects.requireNonNull(value, "value");
        if (value instanceof Short || value instanceof Byte) {
            value = value.intValue();
        } else if (value instanceof Float) {
            value = value.doubleValue();
        }
        if (value instanceof Double d && (d.isNaN() || d.isInfinite())) {
            throw new IllegalArgumentException("A JSON number cannot be " + d);
        }
        if (!(value instanceof Integer
                || value instanceof Long
                || value instanceof BigInteger
                || value instanceof Double
                || value instanceof BigDecimal)) {
            throw new IllegalArgumentException("A JSON number is an Integer, Long, BigInteger, Double or BigDecimal,"
                    + " not a " + value.getClass().getName());
        }
    }

    /**
     * Creates a JSON number.
     *
     * @param value the number
     * @return the number
     * @throws IllegalArgumentException if it is NaN or infinite
     */
    public static JsonNumber of(Number value) {
        return new JsonNumber(value);
    }

    @Override
    public Number toJava() {
        return value;
    }

    @Override
    public String kind() {
        return "a number";
    }

    @Override
    public Number asNumber() {
        return value;
    }

    @Override
    public long asLong() {
        if (value instanceof Integer || value instanceof Long) {
            return value.longValue();
        }
        try {
            return exact().longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalStateException("Expected an integer a long holds, but this value is the number " + this);
        }
    }

    @Override
    public double asDouble() {
        return value.doubleValue();
    }

    /** {@return the number as a {@code BigDecimal}, exactly} */
    private BigDecimal exact() {
        if (value instanceof BigDecimal decimal) {
            return decimal;
        } else if (value instanceof BigInteger integer) {
            return new BigDecimal(integer);
        } else if (value instanceof Double d) {
            return BigDecimal.valueOf(d);
        }
        return BigDecimal.valueOf(value.longValue());
    }

    /** Compares by number: the same number is equal whatever type holds it. */
    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof JsonNumber other)) {
            return false;
        }
        if ((value instanceof Integer || value instanceof Long)
                && (other.value instanceof Integer || other.value instanceof Long)) {
            return value.longValue() == other.value.longValue();
        }
        return exact().compareTo(other.exact()) == 0;
    }

    /** Hashes consistently with {@link #equals(Object)}. */
    @Override
    public int hashCode() {
        if (value instanceof Integer || value instanceof Long) {
            return Long.hashCode(value.longValue());
        }
        BigDecimal exact = exact();
        try {
            return Long.hashCode(exact.longValueExact());
        } catch (ArithmeticException e) {
            return exact.stripTrailingZeros().hashCode();
        }
    }

    /** {@return the number as JSON text} */
    @Override
    public String toString() {
        return value instanceof BigDecimal decimal ? decimal.toString() : value.toString();
    }
}
