package io.dgq.sdk.micrometer;

import io.dgq.sdk.micrometer.DgqObservationDocumentation.HighCardinalityKeyNames;
import io.dgq.sdk.micrometer.DgqObservationDocumentation.LowCardinalityKeyNames;
import io.dgq.sdk.observability.DgqCallResult;
import io.micrometer.common.KeyValue;
import io.micrometer.common.KeyValues;

/**
 * The default names and key values of a DGQ call's observation: named {@value #NAME}, contextual name
 * {@code METHOD /path/template} (a span's name), key values as {@link DgqObservationDocumentation} lists them. The
 * timer's {@code error} tag (the simple name of the exception the caller got, or {@code none}) is Micrometer's own:
 * its meter handler adds it from the observation's error, which the listener sets; as a key value here, tracing
 * handlers would record a span error even for {@code none}. Every
 * low-cardinality value comes from a fixed set or from the operation's declaration: never a record id, a query
 * value or a secret.
 */
public class DefaultDgqObservationConvention implements DgqObservationConvention {

    /** The name of the observation, and so of its timer. */
    public static final String NAME = "dgq.client.requests";

    private static final String NONE = "none";

    /** Creates the convention. */
    public DefaultDgqObservationConvention() {}

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public String getContextualName(DgqObservationContext context) {
        return context.call().method()
                + context.call().pathTemplate().map(t -> " " + t).orElse("");
    }

    @Override
    public KeyValues getLowCardinalityKeyValues(DgqObservationContext context) {
        DgqCallResult result = context.getResponse();
        return KeyValues.of(
                KeyValue.of(LowCardinalityKeyNames.OPERATION, context.call().operation()),
                KeyValue.of(LowCardinalityKeyNames.METHOD, context.call().method()),
                KeyValue.of(LowCardinalityKeyNames.STATUS, status(result)),
                KeyValue.of(LowCardinalityKeyNames.OUTCOME, outcome(result)),
                KeyValue.of(
                        LowCardinalityKeyNames.URI,
                        context.call().pathTemplate().orElse(NONE)),
                KeyValue.of(LowCardinalityKeyNames.CLIENT_NAME, context.call().serverAddress()));
    }

    @Override
    public KeyValues getHighCardinalityKeyValues(DgqObservationContext context) {
        DgqCallResult result = context.getResponse();
        if (result == null) {
            return KeyValues.empty();
        }
        KeyValues values =
                KeyValues.of(KeyValue.of(HighCardinalityKeyNames.ATTEMPTS, Integer.toString(result.attempts())));
        return result.correlationId()
                .map(id -> values.and(KeyValue.of(HighCardinalityKeyNames.CORRELATION_ID, id)))
                .orElse(values);
    }

    /**
     * The status key value.
     *
     * @param result the call's result, or {@code null} before it ended
     * @return the status code, or {@code IO_ERROR} when the last try got no answer
     */
    protected String status(DgqCallResult result) {
        return result == null || result.statusCode() == 0 ? "IO_ERROR" : Integer.toString(result.statusCode());
    }

    /**
     * The outcome key value.
     *
     * @param result the call's result, or {@code null} before it ended
     * @return {@code SUCCESS} for 2xx, {@code CLIENT_ERROR} for 4xx, {@code SERVER_ERROR} for 5xx, else
     *     {@code UNKNOWN}
     */
    protected String outcome(DgqCallResult result) {
        int status = result == null ? 0 : result.statusCode();
        if (status >= 200 && status < 300) {
            return "SUCCESS";
        }
        if (status >= 400 && status < 500) {
            return "CLIENT_ERROR";
        }
        if (status >= 500 && status < 600) {
            return "SERVER_ERROR";
        }
        return "UNKNOWN";
    }
}
