package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.errors.DgqConflictException;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.patterns.Pattern;
import io.dgq.sdk.testing.ManualScheduler;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TestTokens;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The asynchronous view: each kind of operation on the wire, errors as the blocking view has them, life cycle. */
@TransportContract
class AsyncClientTest {

    static final String DOMAIN = "{\"id\":\"d-1\",\"name\":\"Customer\",\"status\":\"VERIFIED\"}";
    static final String PAGE =
            "{\"data\":[{\"id\":\"d-1\",\"name\":\"Customer\"},{\"id\":\"d-2\",\"name\":\"Orders\"}],"
                    + "\"total_count\":3}";

    final Transports transport;
    final MockApi api;

    AsyncClientTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
        this.client = api.clientBuilder().scheduler(() -> scheduler).build();
    }

    private final ManualScheduler scheduler = new ManualScheduler();
    private final DgqClient client;

    @AfterEach
    void close() {
        client.close();
        api.close();
    }

    private static <T> T await(CompletableFuture<T> future) {
        try {
            return future.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void getsARecord() {
        api.enqueueData(DOMAIN);
        CompletableFuture<Domain> future = client.async().domains().get("d-1");
        Domain domain = await(future);
        assertThat(domain.id()).isEqualTo("d-1");
        assertThat(domain.name()).isEqualTo("Customer");
        RecordedRequest request = api.take();
        assertThat(request.getMethod()).isEqualTo("GET");
        assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/governance/domain/d-1");
        assertThat(request.getHeaders().get("Authorization")).isEqualTo("Bearer " + api.token());
    }

    @Test
    void listsAPageThatFetchesTheNextOne() {
        api.enqueueData(PAGE);
        api.enqueueData("{\"data\":[{\"id\":\"d-3\",\"name\":\"Stock\"}],\"total_count\":3}");
        Page<DomainListItem> page = await(
                client.async().domains().list(ListRequest.builder().pageSize(2).build()));
        assertThat(page.items()).extracting(DomainListItem::id).containsExactly("d-1", "d-2");
        assertThat(page.totalCount()).isEqualTo(3);
        assertThat(MockApi.body(api.take())).contains("\"pageSize\":2", "\"page\":1");
        assertThat(page.hasNextPage()).isTrue();
        assertThat(page.nextPage().items()).extracting(DomainListItem::id).containsExactly("d-3");
        assertThat(MockApi.body(api.take())).contains("\"page\":2");
    }

    @Test
    void walksEveryPageWithoutWaiting() {
        api.enqueueData(PAGE);
        api.enqueueData("{\"data\":[{\"id\":\"d-3\",\"name\":\"Stock\"}],\"total_count\":3}");
        List<String> ids = new java.util.concurrent.CopyOnWriteArrayList<>();
        await(client.async()
                .domains()
                .listAllAsync(ListRequest.builder().pageSize(2).build())
                .forEach(item -> ids.add(item.id())));
        assertThat(ids).containsExactly("d-1", "d-2", "d-3");
        assertThat(api.requestCount()).isEqualTo(2);
        assertThatThrownBy(() -> client.async().documents().byObjectAllAsync("table", " ", ListRequest.firstPage()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'objectId' must not be blank");
        assertThatThrownBy(() -> client.async().domains().listAllAsync(null))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void createsUpdatesAndDeletes() {
        api.enqueueData(DOMAIN);
        api.enqueueData("{}");
        api.enqueueData("{}");
        Domain created = await(client.async()
                .domains()
                .create(DomainCreateRequest.builder().name("Customer").build()));
        CompletableFuture<Void> updated = client.async()
                .domains()
                .update(
                        "d-1",
                        DomainUpdateRequest.builder().description("All of it").build());
        assertThat(await(updated)).isNull();
        assertThat(await(client.async().domains().delete("d-1"))).isNull();
        assertThat(created.id()).isEqualTo("d-1");
        RecordedRequest create = api.take();
        assertThat(create.getMethod()).isEqualTo("POST");
        assertThat(MockApi.body(create)).isEqualTo("{\"name\":\"Customer\"}");
        RecordedRequest update = api.take();
        assertThat(update.getMethod()).isEqualTo("PUT");
        assertThat(MockApi.body(update)).isEqualTo("{\"description\":\"All of it\"}");
        assertThat(api.take().getMethod()).isEqualTo("DELETE");
    }

    @Test
    void answersItemsAndExportsAsTheBlockingViewDoes() {
        api.enqueueData("{\"data\":[{\"id\":\"p-1\",\"pattern\":\"^a$\"}],\"count\":1}");
        api.enqueueData(PAGE);
        List<Pattern> patterns = await(client.async().patterns().byTerm("t-1"));
        assertThat(patterns).extracting(Pattern::id).containsExactly("p-1");
        assertThatThrownBy(() -> patterns.add(patterns.get(0))).isInstanceOf(UnsupportedOperationException.class);
        List<DomainListItem> all = await(client.async().domains().export(ListRequest.firstPage()));
        assertThat(all).extracting(DomainListItem::id).containsExactly("d-1", "d-2");
        api.take();
        assertThat(MockApi.body(api.take())).contains("\"export\":true");
    }

    @Test
    void theRawViewAnswersTheEnvelope() {
        api.enqueueData(DOMAIN);
        RequestOptions options = RequestOptions.builder().header("X-Probe", "1").build();
        DgqResponse<Domain> response =
                await(client.async().withRawResponse().domains().get("d-1", options));
        assertThat(response.data().id()).isEqualTo("d-1");
        assertThat(response.correlationId()).isEqualTo("corr-123");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(api.take().getHeaders().get("X-Probe")).isEqualTo("1");
    }

    @Test
    void sendsAnyOperation() {
        api.enqueueData("{\"x\":1}");
        api.enqueueData("{\"y\":2}");
        JsonObject data = await(client.async()
                .request("POST", "/governance/domain/list", null, JsonObject.class, RequestOptions.none()));
        assertThat(data.getLong("x")).contains(1L);
        DgqResponse<JsonObject> raw =
                await(client.async().withRawResponse().request("GET", "/api/v1/ping", null, JsonObject.class, null));
        assertThat(raw.data().getLong("y")).contains(2L);
        assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/governance/domain/list");
        assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/ping");
    }

    @Test
    void refusesBadArgumentsAtOnce() {
        assertThatThrownBy(() -> client.async().domains().get(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'domainId' must not be blank");
        assertThatThrownBy(() -> client.async().domains().list(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> client.async().request("", "/x", null, JsonObject.class, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(api.requestCount()).isZero();
    }

    static Stream<Arguments> errors() {
        return Stream.of(
                Arguments.of(404, "NOT_FOUND", DgqNotFoundException.class),
                Arguments.of(409, "CONFLICT", DgqConflictException.class),
                Arguments.of(500, "INTERNAL", DgqServerException.class));
    }

    @ParameterizedTest
    @MethodSource("errors")
    void failsWithTheExceptionTheBlockingCallThrows(int status, String code, Class<? extends DgqException> type) {
        String body = MockApi.errorEnvelope(
                "Domain 'd-1' was not usable", code, "[{\"field\":\"name\",\"message\":\"is required\"}]");
        api.enqueue(status, body);
        api.enqueue(status, body);
        RequestOptions once = RequestOptions.builder().maxRetries(0).build();
        DgqException blocking =
                (DgqException) catchThrowable(() -> client.domains().get("d-1", once));
        CompletableFuture<Domain> future = client.async().domains().get("d-1", once);

        Throwable joined = catchThrowable(future::join);
        assertThat(joined).isInstanceOf(CompletionException.class);
        DgqException async = (DgqException) joined.getCause();
        assertThat(async).isExactlyInstanceOf(type).isExactlyInstanceOf(blocking.getClass());
        assertThat(async.getMessage()).isEqualTo(blocking.getMessage());
        assertThat(async.statusCode()).isEqualTo(status);
        assertThat(async.correlationId()).isEqualTo(blocking.correlationId()).contains("corr-err");
        assertThat(async.errorCode()).contains(code);
        assertThat(async.details()).isEqualTo(blocking.details());
        assertThat(catchThrowable(future::get))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isSameAs(async);
    }

    @Test
    void aBodyThatDoesNotDecodeFailsTheFuture() {
        api.enqueue(200, "<html>proxy page</html>");
        Throwable failure =
                catchThrowable(() -> client.async().domains().get("d-1").join());
        assertThat(failure.getCause())
                .isInstanceOf(DgqDecodingException.class)
                .hasMessageContaining("GET /api/v1/governance/domain/d-1");
    }

    @Test
    void aTokenThatCannotWorkFailsTheFutureBeforeAnyRequest() {
        String[] token = {api.token()};
        try (DgqClient rotating =
                api.clientBuilder().apiTokenSupplier(() -> token[0]).build()) {
            token[0] = TestTokens.mcp();
            Throwable failure =
                    catchThrowable(() -> rotating.async().domains().get("d-1").join());
            assertThat(failure.getCause())
                    .isInstanceOf(DgqAuthenticationException.class)
                    .hasMessageContaining("MCP token")
                    .hasMessageNotContaining(token[0]);
        }
        assertThat(api.requestCount()).isZero();
    }

    @Test
    void aClosedClientRefusesAsyncCalls() {
        DgqAsyncClient async = client.async();
        client.close();
        CompletableFuture<Domain> future = async.domains().get("d-1");
        assertThat(future).isCompletedExceptionally();
        assertThatThrownBy(future::join)
                .cause()
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the client is closed");
        assertThat(scheduler.isShutdown()).isTrue();
        assertThat(api.requestCount()).isZero();
    }

    /** Answers d-1 with a domain and any other id with a 404, once the test has attached its stages. */
    private void answerOnceAttached(CountDownLatch attached) {
        api.dispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                attached.await(10, TimeUnit.SECONDS);
                return request.getUrl().encodedPath().endsWith("/d-1")
                        ? new MockResponse.Builder()
                                .code(200)
                                .body(MockApi.envelope(DOMAIN))
                                .build()
                        : new MockResponse.Builder()
                                .code(404)
                                .body(MockApi.errorEnvelope("gone", "NOT_FOUND", "[]"))
                                .build();
            }
        });
    }

    @Test
    void completesOnTheExecutorOfTheBuilder() throws Exception {
        ExecutorService executor = Executors.newSingleThreadExecutor(task -> new Thread(task, "app-completion"));
        CountDownLatch attached = new CountDownLatch(1);
        answerOnceAttached(attached);
        try (DgqClient withExecutor =
                api.clientBuilder().asyncCompletionExecutor(executor).build()) {
            CompletableFuture<String> succeeded = withExecutor
                    .async()
                    .domains()
                    .get("d-1")
                    .thenApply(domain -> Thread.currentThread().getName());
            CompletableFuture<String> failed = withExecutor
                    .async()
                    .domains()
                    .get("d-2")
                    .handle((domain, error) -> Thread.currentThread().getName());
            attached.countDown();
            assertThat(succeeded.get(10, TimeUnit.SECONDS)).isEqualTo("app-completion");
            assertThat(failed.get(10, TimeUnit.SECONDS)).isEqualTo("app-completion");
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void completesOnTheTransportsThreadByDefault() {
        CountDownLatch attached = new CountDownLatch(1);
        answerOnceAttached(attached);
        CompletableFuture<String> thread = client.async()
                .domains()
                .get("d-1")
                .thenApply(d -> Thread.currentThread().getName());
        attached.countDown();
        assertThat(await(thread)).startsWith(transportThreadPrefix());
    }

    /** {@return how the names of the transport's threads begin} */
    private String transportThreadPrefix() {
        return switch (transport) {
            case OKHTTP -> "OkHttp";
            case JDK -> "DGQ JDK transport";
        };
    }

    @Test
    void describesItsViews() {
        assertThat(client.async()).hasToString("DgqAsyncClient").isSameAs(client.async());
        assertThat(client.async().withRawResponse()).hasToString("DgqAsyncClient.WithRawResponse");
        assertThat(client.async().domains()).hasToString("DomainsAsyncClient");
        assertThat(client.async().withRawResponse().domains())
                .hasToString("DomainsAsyncClient.WithRawResponse")
                .isSameAs(client.async().domains().withRawResponse());
    }
}
