package io.dgq.benchmarks;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Calls the SDK's own envelope decoding, exactly as its transport does after reading a body: the package-private
 * {@code ResponseDecoder.decode} with the public {@link ResponseType} of the operation, then (for a list) the
 * {@link Page} the transport wraps the payload in. The method handle is a constant, so the JIT inlines it like a
 * direct call.
 */
public final class SdkDecoding {

    /** The response type of {@code GET /governance/domain/{id}}. */
    public static final ResponseType<Domain> DOMAIN = ResponseType.of(Domain.class);
    /** The response type of {@code POST /governance/domain/list}. */
    public static final ResponseType<ListPayload<DomainListItem>> ITEMS = ResponseType.listOf(DomainListItem.class);

    private static final MethodHandle DECODE = decodeHandle();
    private static final Map<String, List<String>> HEADERS = Map.of("content-type", List.of("application/json"));
    private static final ListRequest FIRST_PAGE = ListRequest.firstPage();

    private SdkDecoding() {}

    /**
     * Decodes a detail envelope.
     *
     * @param body the answer's bytes
     * @return the record
     */
    public static Domain decodeDomain(byte[] body) {
        return decode(body, DOMAIN).data();
    }

    /**
     * Decodes a list page envelope into the page the SDK hands out.
     *
     * @param body the answer's bytes
     * @return the page
     */
    public static Page<DomainListItem> decodePage(byte[] body) {
        ListPayload<DomainListItem> payload = decode(body, ITEMS).data();
        return Page.of(payload.items(), payload.total(), payload.metrics(), FIRST_PAGE, next -> null);
    }

    @SuppressWarnings("unchecked")
    private static <T> DgqResponse<T> decode(byte[] body, ResponseType<T> type) {
        try {
            return (DgqResponse<T>)
                    DECODE.invokeExact("POST /governance/domain/list", 200, HEADERS, body, type, Instant.EPOCH);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }

    private static MethodHandle decodeHandle() {
        try {
            Class<?> decoder = Class.forName("io.dgq.sdk.internal.ResponseDecoder");
            for (Method m : decoder.getDeclaredMethods()) {
                if (m.getName().equals("decode") && m.getParameterCount() == 6) {
                    MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(decoder, MethodHandles.lookup());
                    return lookup.unreflect(m)
                            .asType(java.lang.invoke.MethodType.methodType(
                                    DgqResponse.class,
                                    String.class,
                                    int.class,
                                    Map.class,
                                    byte[].class,
                                    ResponseType.class,
                                    Instant.class));
                }
            }
            throw new IllegalStateException("ResponseDecoder.decode(6 parameters) not found");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot reach the SDK's decoder", e);
        }
    }
}
