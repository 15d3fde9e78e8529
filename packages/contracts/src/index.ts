// Every request and response schema shared by the API and the web app.
export {};
