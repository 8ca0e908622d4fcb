package io.dgq.sdk.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.OffsetDateTime;

/** The common response envelope, as decoded. Internal. */
final class Envelope<T> {

    @JsonProperty("success")
    Boolean success;
    @JsonProperty("message")
    String message;
    @JsonProperty("timestamp")
    OffsetDateTime timestamp;
    @JsonProperty("correlation_id")
    String correlationId;
    @JsonProperty("data")
    T data;
}
