package io.dgq.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.codegen.ApiDescription.Model;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How {@code x-dgq-model} is read: a static factory, a {@code toJson()} that writes every field, and refusals. */
class ModelExtensionTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String PROPERTIES = "'properties': {"
            + "'low': {'x-dgq-get': {'type': 'Double', 'doc': 'the low'}},"
            + "'tags': {'x-dgq-get': {'type': 'List<String>', 'doc': 'the tags'}}}";

    @Test
    void readsAFactoryInItsParametersOrderAndAToJsonThatWritesEveryField() throws Exception {
        List<Model> models = ApiDescription.models(
                "Range",
                schema("'package': 'metricdetails',"
                        + " 'extends': 'model.ApiObject', 'doc': 'A range.', 'toJson': 'Sends it.', 'toJsonWrites': 'all',"
                        + " 'factory': {'name': 'of', 'doc': 'Makes one.', 'returns': 'the range', 'throws': 'if a tag is null',"
                        + " 'parameters': {'tags': 'the tags', 'low': 'the low bound'}}"));

        assertThat(models).singleElement().satisfies(model -> {
            assertThat(model.toJsonWritesAll()).isTrue();
            assertThat(model.factory().name()).isEqualTo("of");
            assertThat(model.factory().parameters())
                    .containsExactly(entry("tags", "the tags"), entry("low", "the low bound"));
            assertThat(model.factory().throwsDoc()).isEqualTo("if a tag is null");
        });
        String source = new ModelWriter(models.get(0), Map.of()).write().toString();
        assertThat(source)
                .contains("public static Range of(List<String> tags, Double low) {")
                .contains("return new Range(")
                .contains("tags == null ? List.of() : List.copyOf(tags)")
                .contains("private final List<String> tags;")
                .contains("fields.put(\"low\", low());")
                .contains("fields.put(\"tags\", tags());");
    }

    @Test
    void refusesAFactoryOrAToJsonThatDoesNotFitTheModel() {
        assertThatThrownBy(() -> ApiDescription.models(
                        "Range",
                        schema("'package': 'metricdetails',"
                                + " 'extends': 'model.ApiObject', 'doc': 'A range.', 'factory': {'name': 'of', 'doc': 'd',"
                                + " 'returns': 'r', 'parameters': {'high': 'the high bound'}}")))
                .hasMessageContaining("Range.factory")
                .hasMessageContaining("high is not a property");
        assertThatThrownBy(() -> ApiDescription.models(
                        "Range",
                        schema("'package': 'metricdetails',"
                                + " 'extends': 'model.ApiObject', 'doc': 'A range.', 'toJsonWrites': 'all'")))
                .hasMessageContaining("toJsonWrites needs a toJson");
        assertThatThrownBy(
                        () -> ApiDescription.models(
                                "Range",
                                schema(
                                        "'package': 'metricdetails',"
                                                + " 'extends': 'model.ApiObject', 'doc': 'A range.', 'toJson': 't', 'toJsonWrites': 'some'")))
                .hasMessageContaining("toJsonWrites must be \"all\"");
    }

    private static JsonNode schema(String extension) throws Exception {
        return JSON.readTree(("{'x-dgq-model': {" + extension + "}, " + PROPERTIES + "}").replace('\'', '"'));
    }
}
