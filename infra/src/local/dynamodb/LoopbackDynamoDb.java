import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts Amazon's DynamoDB Local (its own command line arguments) listening on 127.0.0.1 only, and answering only
 * requests that carry the gate header with the secret given in REDIGO_DYNAMODB_GATE: the local stack's guard
 * (infra/src/local/guard) checks each request's AWS signature against the stack's credentials and adds the header.
 * DynamoDB Local itself has no option for either: its Jetty server binds every interface and takes any signature.
 * Run as a single-file source program (`java LoopbackDynamoDb.java ...`, which needs a JDK), by
 * infra/src/local/dynamodb-local.ts.
 */
public class LoopbackDynamoDb {
  private static final String GATE_HEADER = "x-redigo-gate";
  private static final byte[] REFUSAL =
      "{\"__type\":\"com.amazon.coral.service#UnrecognizedClientException\",\"message\":\"Only the local stack's guard may call this DynamoDB Local.\"}"
          .getBytes(StandardCharsets.UTF_8);

  public static void main(String[] args) throws Exception {
    String gate = System.getenv("REDIGO_DYNAMODB_GATE");
    if (gate == null || gate.length() < 32) {
      System.err.println("REDIGO_DYNAMODB_GATE must hold the guard's secret (32 characters or more)");
      System.exit(2);
    }
    byte[] expected = gate.getBytes(StandardCharsets.UTF_8);
    DynamoDBProxyServer dynamo = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server jetty = (Server) field.get(dynamo);
    for (Connector connector : jetty.getConnectors()) {
      if (connector instanceof ServerConnector serverConnector) serverConnector.setHost("127.0.0.1");
    }
    Handler dynamoHandler = jetty.getHandler();
    jetty.setHandler(
        new Handler.Wrapper(dynamoHandler) {
          @Override
          public boolean handle(Request request, Response response, Callback callback) throws Exception {
            String given = request.getHeaders().get(GATE_HEADER);
            if (given != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), expected)) {
              return super.handle(request, response, callback);
            }
            response.setStatus(403);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/x-amz-json-1.0");
            response.write(true, ByteBuffer.wrap(REFUSAL), callback);
            return true;
          }
        });
    dynamo.start();
  }
}
