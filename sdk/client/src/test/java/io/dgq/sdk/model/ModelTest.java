package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.json.JsonNumber;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.testing.TestJson;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelTest {

    @Test
    void openEnumsKeepUnknownValues() throws Exception {
        Status known = TestJson.MAPPER.readValue("\"VERIFIED\"", Status.class);
        Status unknown = TestJson.MAPPER.readValue("\"ARCHIVED\"", Status.class);
        assertThat(known).isSameAs(Status.VERIFIED);
        assertThat(known.isKnown()).isTrue();
        assertThat(unknown.isKnown()).isFalse();
        assertThat(unknown.value()).isEqualTo("ARCHIVED");
        assertThat(unknown).isEqualTo(Status.of("ARCHIVED")).isNotEqualTo(Status.PENDING);
        assertThat(TestJson.MAPPER.writeValueAsString(unknown)).isEqualTo("\"ARCHIVED\"");
    }

    @Test
    void jsonObjectsAreImmutableCopies() throws Exception {
        Map<String, Object> inner = new LinkedHashMap<>(Map.of("b", 1));
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("a", inner);
        fields.put("s", "x");
        fields.put("t", true);
        JsonObject object = JsonObject.of(fields);
        inner.put("b", 2);
        fields.put("a", 2);
        assertThatThrownBy(() -> object.get("a").asMap().put("b", JsonNumber.of(99)))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(object)
                .isEqualTo(TestJson.MAPPER.readValue("{\"a\":{\"b\":1},\"s\":\"x\",\"t\":true}", JsonObject.class));
        assertThat(object.get("a").asObject().get("b").asLong()).isEqualTo(1);
        assertThat(object.getString("s")).contains("x");
        assertThat(object.getBoolean("t")).contains(true);
        assertThat(object.getLong("s")).isEmpty();
        assertThat(object.fieldNames()).containsExactly("a", "s", "t");
        assertThat(JsonObject.of(Map.of("k", List.of(1, "v"))).toString()).isEqualTo("{\"k\":[1,\"v\"]}");
    }

    @Test
    void writeRequestsSendOnlyWhatIsSetAndNullExplicitly() throws Exception {
        DomainUpdateRequest update = DomainUpdateRequest.builder()
                .description(null)
                .status(Status.VERIFIED)
                .putAdditionalProperty("custom_flag", true)
                .build();
        assertThat(TestJson.MAPPER.writeValueAsString(update))
                .isEqualTo("{\"description\":null,\"status\":\"VERIFIED\",\"custom_flag\":true}");
        assertThat(update.isSet("description")).isTrue();
        assertThat(update.isSet("name")).isFalse();
        assertThat(update.toString()).isEqualTo("DomainUpdateRequest[description, status, custom_flag]");
    }

    @Test
    void aBlankRequiredFieldIsReportedAsBlankNotAsMissing() {
        assertThatThrownBy(() -> DomainCreateRequest.builder().name("").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("'name' must not be blank: it was set to an empty string");
        assertThatThrownBy(() -> DomainCreateRequest.builder().name(" \t").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("'name' must not be blank: it was set to only whitespace");
    }

    @Test
    void createRequestsNameTheMissingRequiredField() {
        assertThatThrownBy(() -> DomainCreateRequest.builder().description("d").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'name' is required");
        assertThatThrownBy(() -> DomainUpdateRequest.builder().build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("at least one field");
        assertThatThrownBy(() -> DomainCreateRequest.builder()
                        .name("n")
                        .putAdditionalProperty("x", new Object())
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'x'");
        assertThatThrownBy(() -> DomainCreateRequest.builder().putAdditionalProperty(" ", 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
