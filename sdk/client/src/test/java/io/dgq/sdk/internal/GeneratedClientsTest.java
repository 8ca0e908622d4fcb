package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.domains.DomainsAsyncClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.fields.FieldGroupRequest;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.internal.clients.ApiOperations;
import io.dgq.sdk.internal.clients.ConversationsClientImpl;
import io.dgq.sdk.internal.clients.DomainsAsyncClientImpl;
import io.dgq.sdk.internal.clients.DomainsClientImpl;
import io.dgq.sdk.internal.clients.FieldsClientImpl;
import io.dgq.sdk.internal.clients.PatternsClientImpl;
import io.dgq.sdk.internal.clients.TagsClientImpl;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.testing.TestTokens;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The generated implementations of the resource clients: each method binds its own arguments, in their order, to its
 * own operation, checks them before any call, and answers the data or the envelope as its view says. They run on a
 * real call pipeline whose transport records each request and answers {@link #data} in an envelope; the client's
 * listener says which operation each call was.
 */
class GeneratedClientsTest {

    private static final String BASE = "http://127.0.0.1:1/api/v1";
    /** Data every kind of answer decodes from: a free-form object, a record with its id, a list payload. */
    private static final String ANY_DATA =
            "{\"id\":\"r-1\",\"alert_cluster_id\":\"r-1\",\"data\":[],\"total_count\":0}";

    private final List<HttpRequest> sent = new CopyOnWriteArrayList<>();
    private final List<DgqCall> calls = new CopyOnWriteArrayList<>();
    /** Statuses answered, in order, before the answers with {@link #data}. */
    private final Deque<Integer> statuses = new ConcurrentLinkedDeque<>();

    private volatile String data = ANY_DATA;

    private final DgqClient client = DgqClient.builder()
            .baseUrl("http://127.0.0.1:1")
            .apiToken(TestTokens.api())
            .sleeper(wait -> {})
            .transport(new RecordingTransport())
            .addListener(call -> {
                calls.add(call);
                return DgqCallObserver.NONE;
            })
            .build();

    private final CallPipeline pipeline = new CallPipeline(((ConfiguredClient) client).config());

    @AfterEach
    void close() {
        client.close();
    }

    @Test
    void everyMethodWithoutARequestObjectCallsTheOperationOfItsOwnName() throws ReflectiveOperationException {
        int checked = 0;
        for (Map.Entry<Class<?>, List<ApiOperation<?, ?, ?>>> entry :
                ApiOperations.all().entrySet()) {
            Class<?> impl = Class.forName(
                    "io.dgq.sdk.internal.clients." + entry.getKey().getSimpleName() + "Impl");
            Object resource = impl.getConstructor(CallPipeline.class).newInstance(pipeline);
            for (ApiOperation<?, ?, ?> operation : entry.getValue()) {
                Method method = primary(entry.getKey(), operation.name());
                Object[] args = sampleArguments(method);
                if (args == null) {
                    continue; // takes a request object, bound in the tests below
                }
                calls.clear();
                sent.clear();
                method.invoke(resource, args);
                assertThat(calls).singleElement().satisfies(call -> {
                    assertThat(call.operation()).isEqualTo(operation.endpoint().operation());
                    assertThat(call.method()).isEqualTo(operation.endpoint().method());
                });
                assertThat(sent)
                        .singleElement()
                        .satisfies(request -> assertThat(request.url()).isEqualTo(BASE + withArguments(operation)));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(40);
    }

    /** {@return the operation's path template with its parameters {@code arg-0}, {@code arg-1}, ... in order} */
    private static String withArguments(ApiOperation<?, ?, ?> operation) {
        String path = operation.endpoint().template();
        for (int i = 0; path.contains("{"); i++) {
            path = path.substring(0, path.indexOf('{')) + "arg-" + i + path.substring(path.indexOf('}') + 1);
        }
        return path;
    }

    private static Method primary(Class<?> client, String name) {
        for (Method method : client.getMethods()) {
            Class<?>[] types = method.getParameterTypes();
            if (method.getName().equals(name)
                    && Modifier.isAbstract(method.getModifiers())
                    && types.length > 0
                    && types[types.length - 1] == RequestOptions.class) {
                return method;
            }
        }
        throw new AssertionError(client.getSimpleName() + " has no method " + name);
    }

    /** Arguments for a method, or {@code null} when it takes a request object. */
    private static Object[] sampleArguments(Method method) {
        Class<?>[] types = method.getParameterTypes();
        Object[] args = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            if (types[i] == String.class) {
                args[i] = "arg-" + i;
            } else if (types[i] == boolean.class) {
                args[i] = true;
            } else if (types[i] == ListRequest.class) {
                args[i] = ListRequest.firstPage();
            } else if (types[i] == RequestOptions.class) {
                args[i] = RequestOptions.none();
            } else {
                return null;
            }
        }
        return args;
    }

    @Test
    void bindsPathParametersThenTheBodyThenTheOptions() {
        RequestOptions options =
                RequestOptions.builder().header("X-Probe", "1").maxRetries(0).build();
        ListRequest list = ListRequest.builder().pageSize(5).build();
        ConversationsClient conversations = new ConversationsClientImpl(pipeline);
        statuses.add(503); // retried but for the options' maxRetries(0)

        assertThatThrownBy(() -> conversations.byObject("table", "t-1", list, options))
                .isInstanceOf(DgqException.class);

        assertThat(sent).singleElement().satisfies(request -> {
            assertThat(request.url()).isEqualTo(BASE + "/core/conversation/table/t-1");
            assertThat(body(request)).contains("\"pageSize\":5");
            assertThat(request.headers().get("X-Probe")).isEqualTo("1");
        });
        assertThat(calls).extracting(DgqCall::operation).containsExactly("conversations.byObject");
    }

    @Test
    void buildsABodyFromNamedFieldsInTheirOrder() {
        new PatternsClientImpl(pipeline).byTerm("t-9");
        new FieldsClientImpl(pipeline).updateTabIcon("tab-1", null);
        new TagsClientImpl(pipeline).treeView(true);
        assertThat(sent)
                .extracting(GeneratedClientsTest::body)
                .containsExactly(
                        "{\"term_id\":\"t-9\"}", "{\"id\":\"tab-1\",\"icon\":null}", "{\"has_user_filter\":true}");
    }

    @Test
    void sendsAnExportWithExportTrueAndAnswersItsRecords() {
        data = "{\"data\":[{\"id\":\"d-1\"}],\"total_count\":1}";
        List<DomainListItem> all = new DomainsClientImpl(pipeline)
                .export(ListRequest.builder().search("x").build());
        assertThat(body(sent.get(0))).contains("\"export\":true", "\"search\":\"x\"");
        assertThat(all).extracting(DomainListItem::id).containsExactly("d-1");
    }

    @Test
    void choosesTheRetryClassOfAnUpsertByItsBody() {
        FieldsClient fields = new FieldsClientImpl(pipeline);
        statuses.add(503);
        assertThatThrownBy(() ->
                        fields.updateGroup(FieldGroupRequest.builder().name("g").build()))
                .as("a create is not retried after a 503")
                .isInstanceOf(DgqException.class);
        assertThat(sent).hasSize(1);
        statuses.add(503);
        fields.updateGroup(FieldGroupRequest.builder().id("g-1").name("g").build());
        assertThat(sent).as("an update is").hasSize(3);
        assertThat(calls).extracting(DgqCall::operation).containsOnly("fields.updateGroup");
    }

    @Test
    void refusesBadArgumentsBeforeTheCallRuns() {
        DomainsClient domains = new DomainsClientImpl(pipeline);
        assertThatThrownBy(() -> domains.get(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'domainId' must not be blank");
        assertThatThrownBy(() -> domains.get("..")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> domains.get("d-1", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'options' must not be null");
        assertThatThrownBy(() -> domains.update("d-1", null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'request' must not be null");
        assertThatThrownBy(() -> new PatternsClientImpl(pipeline).byAttribute(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'attributeId' must not be blank");
        assertThatThrownBy(() -> new ConversationsClientImpl(pipeline).byObjectAll(" ", "o-1", ListRequest.firstPage()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'category' must not be blank");
        assertThatThrownBy(() -> domains.listAll(null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(calls).isEmpty();
        assertThat(sent).isEmpty();
    }

    @Test
    void aDefaultOverloadReachesThePrimaryWithNoOptions() {
        new DomainsClientImpl(pipeline).delete("d-1");
        assertThat(sent).singleElement().satisfies(request -> {
            assertThat(request.method()).isEqualTo("DELETE");
            assertThat(request.url()).isEqualTo(BASE + "/governance/domain/d-1");
            List<String> names = new ArrayList<>();
            for (int i = 0; i < request.headers().size(); i++) {
                names.add(request.headers().name(i));
            }
            assertThat(names).containsExactly("Authorization", "Accept", "User-Agent");
        });
    }

    @Test
    void thePlainViewAnswersTheDataAndTheRawViewTheEnvelope() {
        DomainsClient domains = new DomainsClientImpl(pipeline);
        Domain domain = domains.get("d-1");
        assertThat(domain.id()).isEqualTo("r-1");
        domains.update("d-1", DomainUpdateRequest.builder().name("n").build());
        data = "{\"kept\":7}";
        DgqResponse<JsonObject> raw = domains.withRawResponse().delete("d-1", RequestOptions.none());
        assertThat(raw.correlationId()).isEqualTo("corr-1");
        assertThat(raw.data().getLong("kept")).contains(7L);
        assertThat(calls)
                .extracting(DgqCall::operation)
                .containsExactly("domains.get", "domains.update", "domains.delete");
        assertThat(domains.withRawResponse()).isSameAs(domains.withRawResponse());
        assertThat(domains).hasToString("DomainsClient");
        assertThat(domains.withRawResponse()).hasToString("DomainsClient.WithRawResponse");
    }

    @Test
    void theAsyncViewsBindAsTheBlockingOnesAndAnswerFutures() {
        DomainsAsyncClient domains = new DomainsAsyncClientImpl(pipeline);
        CompletableFuture<Void> deleted = domains.delete("d-1");
        assertThat(deleted.join()).isNull();
        data = "{\"kept\":7}";
        DgqResponse<JsonObject> raw =
                domains.withRawResponse().delete("d-2", RequestOptions.none()).join();
        assertThat(raw.data().getLong("kept")).contains(7L);
        assertThat(raw.correlationId()).isEqualTo("corr-1");
        assertThat(sent)
                .extracting(HttpRequest::url)
                .containsExactly(BASE + "/governance/domain/d-1", BASE + "/governance/domain/d-2");
        assertThat(calls).allSatisfy(call -> assertThat(call.async()).isTrue());
        assertThatThrownBy(() -> domains.get(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> domains.listAllAsync(ListRequest.firstPage(), null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(sent).hasSize(2);
        assertThat(domains).hasToString("DomainsAsyncClient");
    }

    @Test
    void aBadArgumentOfAGeneratedMethodIsTheCallersExceptionNotAReflectionOne() throws NoSuchMethodException {
        Method get = DomainsClient.class.getMethod("get", String.class, RequestOptions.class);
        assertThatThrownBy(() -> {
                    try {
                        get.invoke(new DomainsClientImpl(pipeline), null, RequestOptions.none());
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                })
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'domainId' must not be null");
    }

    private static String body(HttpRequest request) {
        return request.hasBody() ? new String(request.body(), StandardCharsets.UTF_8) : "";
    }

    /**
     * Records each request and answers it with the next of {@link #statuses}, or else with {@link #data} in an
     * envelope; an asynchronous exchange answers on the calling thread.
     */
    private final class RecordingTransport implements HttpTransport {

        @Override
        public Exchange newExchange(HttpRequest request) {
            return new Exchange() {
                @Override
                public HttpResponse execute() {
                    sent.add(request);
                    Integer status = statuses.poll();
                    return status != null
                            ? answer(status, "{\"success\":false,\"message\":\"busy\"}")
                            : answer(
                                    200,
                                    "{\"success\":true,\"message\":\"OK\",\"data\":" + data
                                            + ",\"correlation_id\":\"corr-1\"}");
                }

                @Override
                public void start(ResponseHandler handler) {
                    handler.onResponse(execute());
                }

                @Override
                public void cancel() {}
            };
        }

        @Override
        public void close() {}

        private HttpResponse answer(int status, String json) {
            byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
            return new HttpResponse() {
                @Override
                public int statusCode() {
                    return status;
                }

                @Override
                public HttpHeaders headers() {
                    return HttpHeaders.of("Content-Type", "application/json");
                }

                @Override
                public long contentLength() {
                    return bytes.length;
                }

                @Override
                public InputStream body() {
                    return new ByteArrayInputStream(bytes);
                }

                @Override
                public String protocol() {
                    return "http/1.1";
                }

                @Override
                public void close() {}
            };
        }
    }
}
