package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.OpenEnumDecoder;

/**
 * What the SDK's forward-compatible enumerations are: a set of known values that also carries any value the server
 * sends later. Only the SDK's generated enumerations implement it.
 *
 * <p>Decoding an unknown value never fails: {@code of("ARCHIVED")} returns an instance whose {@link #isKnown()} is
 * {@code false} and whose {@link #value()} is the raw string. Instances compare by class and raw value, and
 * {@code toString()} returns the raw value.
 */
@JsonDeserialize(using = OpenEnumDecoder.class)
@Companion(OpenEnumForm.class)
public interface OpenEnum {

    /**
     * Returns the raw string sent on the wire.
     *
     * @return the value, never {@code null}
     */
    @JsonValue
    String value();

    /**
     * Tells whether this value is one of the constants this SDK version knows.
     *
     * @return {@code false} for a value the server added after this SDK was released
     */
    boolean isKnown();
}
