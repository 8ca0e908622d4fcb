package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.DgqValidationException;
import io.dgq.sdk.errors.ErrorDetail;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.OkHttpClient;

/**
 * What failures look like: every one is an unchecked {@link DgqException} subclass carrying the HTTP status, the
 * server's message, its error code and the correlation id. Shows a 404, a validation error with its field details,
 * an MCP token refused before any call, and retries and timeouts set per call with {@link RequestOptions}.
 */
public final class ErrorHandling {

    /** How many times the simulated network fails before it lets a request through. */
    static final int SIMULATED_FAILURES = 2;

    private ErrorHandling() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open()) {
            System.out.println("ErrorHandling on " + workspace.describe());
            run(workspace, System.out);
        }
    }

    /**
     * Runs the example.
     *
     * @param workspace the workspace, which builds the clients and mints the MCP token of the example
     * @param out where to print what happens
     */
    public static void run(ExampleWorkspace workspace, PrintStream out) {
        try (DgqClient client = workspace.client()) {
            // 1. An unknown id: DgqNotFoundException (HTTP 404).
            try {
                client.domains().get("00000000-0000-0000-0000-000000000000");
            } catch (DgqNotFoundException e) {
                out.println("404: " + e.statusCode() + " " + e.errorCode().orElse("-") + ", server says '"
                        + e.serverMessage().orElse("") + "', correlation id "
                        + e.correlationId().orElse("-"));
            }

            // 2. A request the server rejects: DgqValidationException (HTTP 400) naming each bad field.
            //    (With DomainColumn.NAME instead of a string, a misspelt column would not even compile.)
            try {
                client.domains()
                        .list(ListRequest.builder()
                                .sort("colour", SortDirection.ASC)
                                .build());
            } catch (DgqValidationException e) {
                out.println("400: " + e.errorCode().orElse("-") + ", server says '"
                        + e.serverMessage().orElse("") + "'");
                for (ErrorDetail detail : e.details()) {
                    out.println("     field " + detail.field() + ": " + detail.message());
                }
            }
        }

        // 3. An MCP token cannot call the REST API: the SDK refuses it when the client is built, before any call.
        //    The message says what to do and never contains the token.
        try {
            DgqClient.builder()
                    .baseUrl("https://acme.example.com")
                    .apiToken(workspace.mcpToken())
                    .build();
        } catch (DgqAuthenticationException e) {
            out.println("Refused before any call (status " + e.statusCode() + "): " + e.getMessage());
        }

        // 4. Retries. An interceptor plays a flaky network: the first tries of each call fail with an IOException.
        AtomicInteger tries = new AtomicInteger();
        OkHttpClient flakyNetwork = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    if (tries.incrementAndGet() <= SIMULATED_FAILURES) {
                        throw new IOException("simulated network failure");
                    }
                    return chain.proceed(chain.request());
                })
                .build();
        try (DgqClient client = workspace
                .clientBuilder()
                .transport(OkHttpTransport.builder().client(flakyNetwork).build())
                .build()) {
            // The client's default is 2 retries with exponential backoff; per call, RequestOptions can change
            // the retries, the deadline of the whole call (waits included), the timeout of each try, and add
            // headers.
            RequestOptions patient = RequestOptions.builder()
                    .maxRetries(3)
                    .apiCallTimeout(Duration.ofSeconds(30))
                    .apiCallAttemptTimeout(Duration.ofSeconds(10))
                    .build();
            long start = System.nanoTime();
            Page<DomainListItem> page = client.domains().list(ListRequest.firstPage(), patient);
            out.println("With 3 retries: " + page.totalCount() + " domains, on try " + tries.get() + " after "
                    + (System.nanoTime() - start) / 1_000_000 + " ms of backoff");

            tries.set(0);
            RequestOptions impatient = RequestOptions.builder().maxRetries(0).build();
            try {
                client.domains().list(ListRequest.firstPage(), impatient);
            } catch (DgqConnectionException e) {
                out.println("With no retry: " + e.getClass().getSimpleName() + " after " + tries.get()
                        + " try (timeout: " + e.isTimeout() + "): " + e.getMessage());
            }
        } finally {
            // DgqClient.close() leaves an OkHttpClient it was given open: release its threads here.
            flakyNetwork.dispatcher().executorService().shutdown();
            flakyNetwork.connectionPool().evictAll();
        }
    }
}
