package io.dgq.sdk.micrometer;

import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.observability.DgqCallResult;
import io.micrometer.observation.transport.Kind;
import io.micrometer.observation.transport.RequestReplySenderContext;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The context of one call's observation: the call as it started, and its result once it ended. Its carrier is the
 * headers that tracing handlers set when the observation starts (a {@code traceparent}, say); the SDK sends them with
 * each try of the call.
 */
public final class DgqObservationContext extends RequestReplySenderContext<Map<String, String>, DgqCallResult> {

    private final DgqCall call;

    /**
     * Creates the context of a call.
     *
     * @param call the call, as its listener saw it start
     */
    public DgqObservationContext(DgqCall call) {
        super(
                (carrier, key, value) -> {
                    if (carrier != null && key != null && value != null) {
                        carrier.put(key, value);
                    }
                },
                Kind.CLIENT);
        this.call = Objects.requireNonNull(call, "call");
        setCarrier(new LinkedHashMap<>(4));
        setRemoteServiceAddress(call.serverAddress() + ":" + call.serverPort());
    }

    /** {@return the call: operation, method, path template and server} */
    public DgqCall call() {
        return call;
    }
}
