package io.dgq.sdk.sources;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class SourcesClientTest extends MockApiTest {

    private static final String PASSWORD = "s3cr3t-Pa55word";

    static final String SOURCE_JSON = "{\"id\":\"7c9e6679-7425-40de-944b-e07fc1f90ae7\",\"name\":\"Sales warehouse\","
            + "\"description\":null,\"type\":\"postgresql\",\"credentials\":{\"port\":\"5432\","
            + "\"server\":\"ZW5jOmRiLmFjbWUuZXhhbXBsZQ==\",\"database\":\"sales\",\"password\":\"ZW5jOnBhc3M=\","
            + "\"username\":\"ZW5jOnJlYWRlcg==\",\"auth_type\":\"basic\",\"included_databases\":[\"sales\",\"crm\"],"
            + "\"ssl_mode\":\"require\"},\"config\":{\"schema\":\"public\",\"sample_rows\":100},\"is_valid\":true,"
            + "\"is_active\":false,\"is_api_connection\":null,\"source_type_id\":\"st-1\","
            + "\"source_type\":{\"id\":\"st-1\",\"name\":\"PostgreSQL\",\"short_description\":\"Postgres\","
            + "\"long_description\":null,\"type\":\"database\",\"tag\":\"postgres\",\"is_active\":true,"
            + "\"is_delete\":false},\"created_by\":\"user-1\",\"created_at\":\"2026-11-01T08:30:00Z\","
            + "\"modified_at\":\"2026-11-02T09:00:00.250+00:00\",\"last_scan\":\"2026-11-20\"}";

    static final String LIST_ITEM_JSON = "{\"id\":\"s-1\",\"name\":\"Sales warehouse\",\"description\":\"Main DWH\","
            + "\"type\":\"postgresql\",\"config\":{},\"is_valid\":false,\"is_active\":true,\"is_api_connection\":false,"
            + "\"created_by\":\"user-1\",\"created_at\":\"2026-11-01T08:30:00Z\",\"modified_at\":null,"
            + "\"audiences\":[{\"id\":\"a-1\",\"name\":\"Finance\"}],\"source_type_tag\":null,\"extra\":1}";

    @Test
    void createsASourceSendingTheCredentialsAsGiven() {
        api.enqueueData(SOURCE_JSON);
        Source created = client.sources()
                .create(SourceCreateRequest.builder()
                        .name("Sales warehouse")
                        .description(null)
                        .type("postgresql")
                        .credentials(SourceCredentialsInput.builder()
                                .server("db.acme.example")
                                .port("5432")
                                .database("sales")
                                .username("reader")
                                .password(PASSWORD)
                                .authType("basic")
                                .includedDatabases(List.of("sales", "crm"))
                                .build())
                        .config(JsonObject.of(Map.of("schema", "public")))
                        .isActive(true)
                        .isApiConnection(false)
                        .sourceTypeId("st-1")
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/core/source",
                "{\"name\":\"Sales warehouse\",\"description\":null,"
                        + "\"type\":\"postgresql\",\"credentials\":{\"server\":\"db.acme.example\",\"port\":\"5432\","
                        + "\"database\":\"sales\",\"username\":\"reader\",\"password\":\"" + PASSWORD + "\","
                        + "\"auth_type\":\"basic\",\"included_databases\":[\"sales\",\"crm\"]},"
                        + "\"config\":{\"schema\":\"public\"},\"is_active\":true,\"is_api_connection\":false,"
                        + "\"source_type_id\":\"st-1\"}");
        assertThat(created.id()).isEqualTo("7c9e6679-7425-40de-944b-e07fc1f90ae7");
    }

    @Test
    void getsASourceWithEveryField() {
        api.enqueueData(SOURCE_JSON);
        Source source = client.sources().get("7c9e6679-7425-40de-944b-e07fc1f90ae7");
        RecordedRequest request = api.takeSent("GET", "/api/v1/core/source/7c9e6679-7425-40de-944b-e07fc1f90ae7");
        assertThat(request.getBodySize()).isZero();

        assertThat(source.name()).isEqualTo("Sales warehouse");
        assertThat(source.description()).isNull();
        assertThat(source.type()).isEqualTo("postgresql");
        assertThat(source.config().getString("schema")).contains("public");
        assertThat(source.config().getLong("sample_rows")).contains(100L);
        assertThat(source.isValid()).isTrue();
        assertThat(source.isActive()).isFalse();
        assertThat(source.isApiConnection()).isNull();
        assertThat(source.sourceTypeId()).isEqualTo("st-1");
        assertThat(source.createdBy()).isEqualTo("user-1");
        assertThat(source.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(source.modifiedAt()).isEqualTo(OffsetDateTime.of(2026, 11, 2, 9, 0, 0, 250_000_000, ZoneOffset.UTC));
        assertThat(source.additionalProperties()).containsOnlyKeys("last_scan");

        SourceCredentials credentials = source.credentials();
        assertThat(credentials.port()).isEqualTo("5432");
        assertThat(credentials.server()).isEqualTo("ZW5jOmRiLmFjbWUuZXhhbXBsZQ==");
        assertThat(credentials.database()).isEqualTo("sales");
        assertThat(credentials.password()).isEqualTo("ZW5jOnBhc3M=");
        assertThat(credentials.username()).isEqualTo("ZW5jOnJlYWRlcg==");
        assertThat(credentials.authType()).isEqualTo("basic");
        assertThat(credentials.includedDatabases()).containsExactly("sales", "crm");
        assertThat(credentials.additionalProperty("ssl_mode").asString()).isEqualTo("require");

        SourceType type = source.sourceType();
        assertThat(type.id()).isEqualTo("st-1");
        assertThat(type.name()).isEqualTo("PostgreSQL");
        assertThat(type.shortDescription()).isEqualTo("Postgres");
        assertThat(type.longDescription()).isNull();
        assertThat(type.type()).isEqualTo("database");
        assertThat(type.tag()).isEqualTo("postgres");
        assertThat(type.isActive()).isTrue();
        assertThat(type.isDelete()).isFalse();
    }

    @Test
    void listsAPageOfListItemsWithoutCredentials() {
        api.enqueueData("{\"data\":[" + LIST_ITEM_JSON + "],\"total_count\":7,\"metrics\":[{\"title\":\"Active\","
                + "\"value\":5,\"trend\":\"flat\",\"trendValue\":\"0\",\"type\":\"status\"}]}");
        ListRequest request = ListRequest.builder()
                .page(2)
                .pageSize(1)
                .sort(SourceColumn.CREATED_AT, SortDirection.DESC)
                .filter(SourceColumn.IS_ACTIVE, FilterOperator.EQ, true)
                .build();
        Page<SourceListItem> page = client.sources().list(request);
        api.takeSent(
                "POST",
                "/api/v1/core/source/list",
                "{\"pagination\":{\"page\":2,\"pageSize\":1},"
                        + "\"sorting\":[{\"column\":\"created_at\",\"direction\":\"desc\"}],"
                        + "\"filters\":[{\"column\":\"is_active\",\"operator\":\"eq\",\"value\":true}],"
                        + "\"search\":\"\",\"export\":false}");

        assertThat(page.totalCount()).isEqualTo(7);
        assertThat(page.metrics())
                .singleElement()
                .satisfies(m -> assertThat(m.title()).isEqualTo("Active"));
        SourceListItem item = page.items().get(0);
        assertThat(item.id()).isEqualTo("s-1");
        assertThat(item.name()).isEqualTo("Sales warehouse");
        assertThat(item.description()).isEqualTo("Main DWH");
        assertThat(item.type()).isEqualTo("postgresql");
        assertThat(item.config().isEmpty()).isTrue();
        assertThat(item.isValid()).isFalse();
        assertThat(item.isActive()).isTrue();
        assertThat(item.isApiConnection()).isFalse();
        assertThat(item.createdBy()).isEqualTo("user-1");
        assertThat(item.createdAt()).isEqualTo(OffsetDateTime.parse("2026-11-01T08:30:00Z"));
        assertThat(item.modifiedAt()).isNull();
        assertThat(item.audiences())
                .singleElement()
                .satisfies(a -> assertThat(a.getString("name")).contains("Finance"));
        assertThat(item.sourceTypeTag()).isNull();
        assertThat(item.additionalProperties()).containsOnlyKeys("extra");
    }

    @Test
    void neverPrintsCredentialSecrets() {
        SourceCredentialsInput input = SourceCredentialsInput.builder()
                .server("db.acme.example")
                .port("5432")
                .database("sales")
                .username("reader")
                .password(PASSWORD)
                .authType("basic")
                .includedDatabases(List.of("sales"))
                .putAdditionalProperty("private_key", "KEY-MATERIAL")
                .build();
        assertThat(input.toString())
                .isEqualTo("SourceCredentialsInput{server=****, port=\"5432\", "
                        + "database=\"sales\", username=****, password=****, auth_type=\"basic\", "
                        + "included_databases=[\"sales\"], private_key=****}");
        assertThat(SourceCredentialsInput.builder().password(null).build().toString())
                .isEqualTo("SourceCredentialsInput{password=null}");

        SourceCreateRequest create =
                SourceCreateRequest.builder().name("n").credentials(input).build();
        SourceUpdateRequest update =
                SourceUpdateRequest.builder().credentials(input).build();
        assertThat(List.of(create.toString(), update.toString()))
                .allSatisfy(
                        text -> assertThat(text).doesNotContain(PASSWORD, "reader", "db.acme.example", "KEY-MATERIAL"));

        api.enqueueData(SOURCE_JSON);
        Source source = client.sources().get("s-1");
        assertThat(source.credentials().toString())
                .isEqualTo("SourceCredentials{port=\"5432\", server=****, "
                        + "database=\"sales\", password=****, username=****, auth_type=\"basic\", "
                        + "included_databases=[\"sales\",\"crm\"], ssl_mode=****}");
        assertThat(source.toString()).doesNotContain("ZW5j");
    }

    @Test
    void refusesMissingArgumentsBeforeAnyRequest() {
        assertThatThrownBy(() -> client.sources().get(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'sourceId' must not be blank");
        assertThatThrownBy(() -> client.sources().delete(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'sourceId' must not be null");
        assertThatThrownBy(
                        () -> SourceCreateRequest.builder().type("postgresql").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'name' is required");
        assertThatThrownBy(() -> SourceUpdateRequest.builder().build()).isInstanceOf(IllegalStateException.class);
        assertThat(api.requestCount()).isZero();
    }
}
