package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.json.JsonForm;
import java.util.Objects;

/**
 * Base of the SDK's forward-compatible enumerations: a set of known values that also carries any value the
 * server sends later.
 *
 * <p>Decoding an unknown value never fails: {@code of("ARCHIVED")} returns an instance whose {@link #isKnown()} is
 * {@code false} and whose {@link #value()} is the raw string. Instances compare by class and raw value.
 */
@Companion(OpenEnum.Form.class)
public abstract class OpenEnum {

    private final String value;

    /** Its raw string, as a free-form value or a request's field sends it: its {@link Companion}. */
    static final class Form implements JsonForm {
        @Override
        public JsonNode toTree(Object value, String where) {
            return JsonNodeFactory.instance.textNode(((OpenEnum) value).value);
        }
    }

    /**
     * Creates a value.
     *
     * @param value the raw string as sent on the wire
     * @throws NullPointerException if {@code value} is {@code null}
     */
    protected OpenEnum(String value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * Returns the raw string sent on the wire.
     *
     * @return the value, never {@code null}
     */
    @JsonValue
    public final String value() {
        return value;
    }

    /**
     * Tells whether this value is one of the constants this SDK version knows.
     *
     * @return {@code false} for a value the server added after this SDK was released
     */
    public abstract boolean isKnown();

    @Override
    public final boolean equals(Object o) {
        return o != null && o.getClass() == getClass() && ((OpenEnum) o).value.equals(value);
    }

    @Override
    public final int hashCode() {
        return value.hashCode();
    }

    /** Returns the raw value. */
    @Override
    public final String toString() {
        return value;
    }
}
